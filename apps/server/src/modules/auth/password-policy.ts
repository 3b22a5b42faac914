import { readFileSync } from 'node:fs';

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only bounds hashing work per request. */
export const PASSWORD_MAX = 128;

// Generated once from well-known base words, keyboard walks and digit runs with the usual
// suffixes (8+ characters only: shorter ones fail the length rule anyway). Lower-case.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/** The reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || /^(.)\1+$/.test(password)) {
    return 'This password is too common, choose a less guessable one';
  }
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower === local) return 'Password must not be your e-mail name';
  return null;
}
