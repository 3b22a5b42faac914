import type { ResolvedConfig } from 'vite';

/** A build variable as src/config/env.ts reads it: trimmed, and blank counts as unset. */
export function buildEnvText(config: ResolvedConfig, name: string): string | undefined {
  const value = (config.env[name] as string | undefined)?.trim();
  return value ? value : undefined;
}
