import { z } from 'zod';
import { EMAIL_MAX, INSTAGRAM_HANDLE, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, YOUTUBE_HANDLE } from './account-rules';

// Accounts: sign-up variants, password, profile (/api/me) and the player portal.
// Sign-in, sign-out, reset and verification go through the auth library at /api/auth/*.

export const userRoles = ['fan', 'player', 'creator', 'scout', 'admin'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, 'E-mail address is too long')
  .pipe(z.email({ message: 'Enter a valid e-mail address' }));
/** Length only: the server also refuses common passwords (its list is not shipped to browsers). */
export const passwordField = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
export const instagramField = z
  .string()
  .trim()
  .regex(INSTAGRAM_HANDLE, 'Instagram handle: up to 30 letters, digits, dots or underscores')
  .transform((v) => v.replace(/^@/, ''));
export const youtubeField = z
  .string()
  .trim()
  .regex(YOUTUBE_HANDLE, 'YouTube handle: 3 to 30 letters, digits, dots, dashes or underscores')
  .transform((v) => v.replace(/^@/, ''));
export const nameField = z.string().trim().min(1, 'Name is required').max(NAME_MAX, 'Name is too long');

/** Creator application by Instagram handle: no password yet, a set-password mail follows. */
export const instagramSignupBody = z.object({ email: emailField, instagram: instagramField });
/** Creator application by YouTube handle: no password yet, a set-password mail follows. */
export const youtubeSignupBody = z.object({ email: emailField, youtube: youtubeField });
/** One-step creator sign-up with a password and an Instagram handle; signs in. */
export const signupWithEmailAndInstagramBody = z.object({
  email: emailField,
  password: passwordField,
  instagram: instagramField,
  name: nameField.optional(),
});
/** One-step creator sign-up with a password and at least one handle; signs in. */
export const signupCreatorBody = z
  .object({
    email: emailField,
    password: passwordField,
    name: nameField,
    instagram: instagramField.optional(),
    youtube: youtubeField.optional(),
  })
  .refine((b) => b.instagram || b.youtube, {
    message: 'Give an Instagram or a YouTube handle',
    path: ['instagram'],
  });
/** Finishes an application (creator or player portal): the mailed code and a first password. */
export const completeSignupBody = z.object({
  code: z.string().min(10).max(200),
  password: passwordField,
  name: nameField.optional(),
});
export const passwordBody = z.object({ password: passwordField });
export const deleteMeBody = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });
export const patchMeBody = z
  .object({
    name: nameField,
    instagram: instagramField.nullable(),
    youtube: youtubeField.nullable(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });

/** Signed in: claims for the caller. Signed out: e-mail (and name) start a portal application. */
export const playerClaimBody = z.object({
  playerSlug: z.string().trim().min(1).max(200),
  email: emailField.optional(),
  name: nameField.optional(),
});

/** Every sign-up call that mails a link answers this, whether or not the address is known. */
export const checkEmailSchema = z.object({ status: z.literal('check-email') });
export type CheckEmail = z.infer<typeof checkEmailSchema>;

export const linkedPlayerSchema = z.object({
  slug: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});
export type LinkedPlayer = z.infer<typeof linkedPlayerSchema>;

export const playerClaimSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']),
  player: linkedPlayerSchema,
});
export type PlayerClaim = z.infer<typeof playerClaimSchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  slug: z.string().nullable(),
  player: linkedPlayerSchema.nullable(),
  scoutAccess: z.boolean(),
  emailVerified: z.boolean(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  /** The latest player-portal claim, so the portal can say "waiting for approval". */
  playerClaim: playerClaimSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** The claim call: approved at once (linked), pending (an admin decides) or check-email. */
export const claimResultSchema = z.union([checkEmailSchema, playerClaimSchema]);
export type ClaimResult = z.infer<typeof claimResultSchema>;

export const adminClaimSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  player: linkedPlayerSchema,
  created_at: z.string(),
});
export const adminClaimDecisionBody = z.object({ status: z.enum(['approved', 'rejected']) });
