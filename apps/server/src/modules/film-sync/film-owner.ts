import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creators } from '../../db/schema/index';
import { publisherOf, publisherWhere, type Publisher } from '../publishers/index';

const FILM_ROOM = 'hoopdex-film-room';

/**
 * Whom an admin's uploaded game film belongs to in the Studio: the admin's own publisher
 * profile, else the site's "Film Room" profile (made once). A film is a Studio item like any
 * hosted video; it stays unpublished (ready) unless someone publishes it.
 */
export async function filmPublisher(db: Database, userId: string): Promise<Publisher> {
  const own = await publisherOf(db, userId);
  if (own) return own;
  await db
    .insert(creators)
    .values({
      type: 'admin',
      displayname: 'Hoopdex Film Room',
      profileKey: FILM_ROOM,
      searchName: 'hoopdex film room',
    })
    .onConflictDoNothing();
  const room = await publisherWhere(db, eq(creators.profileKey, FILM_ROOM));
  return room!;
}
