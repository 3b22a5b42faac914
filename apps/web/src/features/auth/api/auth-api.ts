import type { CheckEmail, ClaimResult, Me } from '@hoopdex/contract';
import { api } from '../../../lib/api-client';
import { accountCall, authCall } from './auth-call';

// Every account call of the web client. /api/auth/* is the auth library; the rest is our API.

export type SignUpResult = { signedIn: boolean; status?: 'check-email' };

export const signUp = (body: { name: string; email: string; password: string }) =>
  authCall<SignUpResult>('/sign-up/email', { body });

export const signIn = (body: { email: string; password: string }) =>
  authCall<SignUpResult>('/sign-in/email', { body: { ...body, rememberMe: true } });

export const signOut = () => authCall<{ success: boolean }>('/sign-out', { body: {} });

export const requestPasswordReset = (email: string) =>
  authCall<{ status: boolean; message?: string }>('/request-password-reset', { body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  authCall<{ status: boolean }>('/reset-password', { body: { token, newPassword } });

export const verifyEmail = (token: string) =>
  authCall<{ status: boolean }>('/verify-email', { query: { token } });

/** Needs the current password; every other session ends. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  authCall<unknown>('/change-password', {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });

export const creatorApplication = (
  body: { email: string; instagram: string } | { email: string; youtube: string },
) =>
  accountCall<CheckEmail>('instagram' in body ? '/instagram-signup' : '/youtube-signup', { body });

/** Finishes an application from its mailed code; answers the signed-in account. */
export const completeSignup = (body: { code: string; password: string; name?: string }) =>
  accountCall<Me>('/completeSignup', { body });

export const updateMe = (body: {
  name?: string;
  instagram?: string | null;
  youtube?: string | null;
}) => accountCall<Me>('/me', { method: 'PATCH', body });

export const deleteMe = (password: string) =>
  accountCall<{ status: 'ok' }>('/me', { method: 'DELETE', body: { password } });

export const getMe = () => accountCall<Me>('/me');

export const claimPlayer = (body: { playerSlug: string; email?: string; name?: string }) =>
  accountCall<ClaimResult>('/player-portal/claim', { body });

export type PlayerHit = {
  slug: string;
  firstname: string;
  lastname: string;
  team_name?: string | null;
};

export async function searchPlayers(keyword: string, signal?: AbortSignal): Promise<PlayerHit[]> {
  const { data } = await api.get<{ players?: PlayerHit[] }>('/searchByKeyword', {
    query: { keyword, 'only[]': ['players'] },
    signal,
  });
  return data?.players ?? [];
}
