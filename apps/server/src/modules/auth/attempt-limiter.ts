import { LRUCache } from 'lru-cache';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/** Per-IP and per-account budgets of the sensitive auth calls. */
export interface AuthLimits {
  signInPerIp: LimitRule;
  signInPerAccount: LimitRule;
  resetPerIp: LimitRule;
  resetPerAccount: LimitRule;
  signUpPerIp: LimitRule;
}

const minutes = (n: number) => n * 60_000;

export const defaultAuthLimits: AuthLimits = {
  signInPerIp: { max: 30, windowMs: minutes(15) },
  signInPerAccount: { max: 10, windowMs: minutes(15) },
  resetPerIp: { max: 10, windowMs: minutes(15) },
  resetPerAccount: { max: 3, windowMs: minutes(60) },
  signUpPerIp: { max: 20, windowMs: minutes(60) },
};

/**
 * The same windows with every budget multiplied: for a test or staging setup where one address
 * (the test runner) stands for many people. Production keeps factor 1.
 */
export function scaledAuthLimits(factor: number, base: AuthLimits = defaultAuthLimits): AuthLimits {
  const scale = (r: LimitRule): LimitRule => ({ ...r, max: r.max * factor });
  return {
    signInPerIp: scale(base.signInPerIp),
    signInPerAccount: scale(base.signInPerAccount),
    resetPerIp: scale(base.resetPerIp),
    resetPerAccount: scale(base.resetPerAccount),
    signUpPerIp: scale(base.signUpPerIp),
  };
}

export interface AttemptLimiter {
  /** Counts one attempt; resolves to the seconds to wait when the budget is spent, else 0. */
  hit(key: string, rule: LimitRule): Promise<number>;
  reset(key: string): Promise<void>;
}

/** The in-memory counter, synchronous (the Redis limiter falls back to it). */
export interface LocalAttemptLimiter {
  hitNow(key: string, rule: LimitRule): number;
  resetNow(key: string): void;
}

/**
 * Fixed-window counters in memory (an LRU bounds memory under a flood of distinct keys). Per
 * instance: with several instances behind a balancer each keeps its own budget, which still
 * caps guessing at instances × max per window. With REDIS_URL the instances share one budget
 * (redis-attempt-limiter.ts).
 */
export function createAttemptLimiter(maxKeys = 50_000): AttemptLimiter & LocalAttemptLimiter {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: maxKeys });
  const hitNow = (key: string, rule: LimitRule) => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + rule.windowMs };
      windows.set(key, w);
    }
    w.count += 1;
    return w.count > rule.max ? Math.ceil((w.resetAt - now) / 1000) : 0;
  };
  const resetNow = (key: string) => void windows.delete(key);
  return {
    hitNow,
    resetNow,
    hit: (key, rule) => Promise.resolve(hitNow(key, rule)),
    reset: (key) => Promise.resolve(resetNow(key)),
  };
}

export function retryMessage(seconds: number): string {
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
