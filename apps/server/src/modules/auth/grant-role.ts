import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { userRoles } from '../../plugins/token-verifier';

/**
 * Roles an admin command may grant. Player is not one: it comes from the player portal (a link
 * to a player profile).
 */
export const grantableRoles: readonly string[] = userRoles.filter((r) => r !== 'player');

/** Sets the role of the account with this e-mail; false when there is none. */
export async function grantRole(db: Database, email: string, role: string): Promise<boolean> {
  if (!grantableRoles.includes(role))
    throw new Error(`role must be one of ${grantableRoles.join(', ')}`);
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return Boolean(row);
}
