import type { CheckEmail, ClaimResult, Me } from '@hoopdex/contract';
import { api, authLibraryRequest as authCall } from '../../../lib/api-client';

// Every account call of the web client. /api/auth/* is the auth library (plain JSON); the rest is
// our API (the envelope's data). Both go through lib/api-client: one ApiError, one retry rule.

const data = async <T>(call: Promise<{ data: T }>): Promise<T> => (await call).data;

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
  data(api.post<CheckEmail>('instagram' in body ? '/instagram-signup' : '/youtube-signup', body));

/** Finishes an application from its mailed code; answers the signed-in account. */
export const completeSignup = (body: { code: string; password: string; name?: string }) =>
  data(api.post<Me>('/completeSignup', body));

export const updateMe = (body: {
  name?: string;
  instagram?: string | null;
  youtube?: string | null;
}) => data(api.patch<Me>('/me', body));

export const deleteMe = (password: string) =>
  data(api.delete<{ status: 'ok' }>('/me', { password }));

export const getMe = () => data(api.get<Me>('/me'));

export const claimPlayer = (body: { playerSlug: string; email?: string; name?: string }) =>
  data(api.post<ClaimResult>('/player-portal/claim', body));

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
