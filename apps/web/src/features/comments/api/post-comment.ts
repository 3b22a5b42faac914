import type { Comment } from '@hoopdex/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentKeys } from './query-keys';

type GuestToken = { guestToken: string; expires_at: string };
const GUEST_KEY = 'hoopdex.comments.guest';

/** The guest token lives for this browser tab; it expires after an hour on the server. */
function storedGuestToken(name: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(GUEST_KEY) ?? 'null') as (GuestToken & { name: string }) | null;
    if (!saved || saved.name !== name) return null;
    // Keep a minute of slack so a token never expires between here and the server.
    return new Date(saved.expires_at).getTime() - Date.now() > 60_000 ? saved.guestToken : null;
  } catch {
    return null;
  }
}

/** POST /api/comments/guest-login: a display name becomes a short-lived comment token. */
export async function guestLogin(displayName: string): Promise<string> {
  const cached = storedGuestToken(displayName);
  if (cached) return cached;
  const { data } = await api.post<GuestToken>('/comments/guest-login', { displayName });
  sessionStorage.setItem(GUEST_KEY, JSON.stringify({ ...data, name: displayName }));
  return data.guestToken;
}

export type PostCommentInput = { contentId: number; body: string } & (
  | { as: 'user' }
  | { as: 'guest'; displayName: string }
);

/** Signed-in users post with their bearer token; guests through the guest login's token. */
export async function postComment(input: PostCommentInput): Promise<Comment> {
  const path = `/content/${input.contentId}/comments`;
  if (input.as === 'user') return (await api.post<Comment>(path, { body: input.body }, { auth: true })).data;
  const token = await guestLogin(input.displayName);
  return (await api.post<Comment>(path, { body: input.body }, { headers: { 'x-guest-token': token } })).data;
}

export function usePostComment(contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(contentId) }),
  });
}
