// Text limits of the forms outside the account, without zod: the web's inputs take them as
// maxLength (`@hoopdex/contract/field-limits`) and the schemas build on them, so the two agree.

export const COMMENT_MAX = 2000;
export const GUEST_NAME_MAX = 50;
export const ASK_MAX_LENGTH = 300;
export const SCOUT_NOTE_MAX = 10_000;
/** Scouting boards and saved filters. */
export const SCOUT_LIST_NAME_MAX = 100;
