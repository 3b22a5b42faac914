import type { SessionUser } from '../../../lib/auth';

/**
 * Who may publish (issue 23): creators and shows (role creator), players with a linked player
 * page, and admins. The server decides for real; this only picks the page a visitor sees.
 */
export function canPublish(user: SessionUser | null | undefined): boolean {
  if (!user) return false;
  if (user.role === 'creator' || user.role === 'admin') return true;
  return user.role === 'player' && user.player !== null;
}
