import type { Mail } from './mailer';

// Plain-text mails: short, one link each, and they say what happens if it was not you.

const sign = '\n\n- Hoopdex, the basketball player discovery network';

export const resetPasswordMail = (to: string, link: string): Mail => ({
  to,
  kind: 'reset-password',
  link,
  subject: 'Reset your Hoopdex password',
  text: `Someone asked to reset the password of your Hoopdex account.\n\nChoose a new password here (the link works for one hour):\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.${sign}`,
});

export const verifyEmailMail = (to: string, link: string): Mail => ({
  to,
  kind: 'verify-email',
  link,
  subject: 'Confirm your e-mail address',
  text: `Welcome to Hoopdex! Confirm your e-mail address here:\n${link}\n\nIf you did not sign up, ignore this mail.${sign}`,
});

export const setPasswordMail = (to: string, link: string, what: 'creator' | 'player'): Mail => ({
  to,
  kind: 'set-password',
  link,
  subject:
    what === 'player'
      ? 'Finish your Hoopdex player portal sign-up'
      : 'Finish your Hoopdex creator sign-up',
  text: `Thanks for applying as a ${what} on Hoopdex.\n\nChoose your password to finish (the link works for three days):\n${link}\n\nIf it was not you, ignore this mail.${sign}`,
});

/** Sent instead of an error when someone signs up with a known address (no enumeration). */
export const existingAccountMail = (to: string, loginLink: string, resetLink: string): Mail => ({
  to,
  kind: 'existing-account',
  link: loginLink,
  subject: 'You already have a Hoopdex account',
  text: `Someone tried to create a Hoopdex account with this address, which already has one.\n\nLog in here: ${loginLink}\nForgot your password? ${resetLink}\n\nIf it was not you, ignore this mail.${sign}`,
});
