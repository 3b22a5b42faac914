// Account field rules without zod: the web's forms import them (`@hoopdex/contract/account-rules`)
// without pulling every schema into the pages that share those forms; auth.ts builds on them.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;
/** The longest address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** Instagram and YouTube handles: 30 characters; forms take one more for a leading @. */
export const HANDLE_MAX = 30;

/** Instagram usernames: letters, digits, dot and underscore, at most 30. */
export const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;
/** YouTube handles: optional @, then 3–30 letters, digits, dot, underscore or hyphen. */
export const YOUTUBE_HANDLE = /^@?[A-Za-z0-9._-]{3,30}$/;
