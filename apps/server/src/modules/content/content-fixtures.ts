import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { users, type contentItems } from '../../db/schema/index';
import { normalizeSearch } from '../../lib/normalize';
import {
  createContent,
  createCreator,
  createLeague,
  createPlayer,
  createShow,
  createTeam,
} from '../../test/factories';

// Minimal rows for the content, social and search tests, made by the one factory set
// (test/factories.ts): each helper here only pins what these tests read (no fans yet, names
// they search for, items newest last) over the factory's generated values.

let seq = 0;
const next = () => ++seq;

export function makeLeague(db: Database, name = `lg${next()}`) {
  return createLeague(db, {
    name,
    displayName: name.toUpperCase(),
    level: 'pro',
    logo: `/media/${name}.png`,
  });
}

export async function makePlayer(
  db: Database,
  leagueId: number,
  p: { firstname: string; lastname: string; slug?: string; trendingRank?: number },
) {
  const n = next();
  const team = await createTeam(db, { leagueId, name: `Team ${n}`, abbreviation: `T${n}` });
  return createPlayer(db, {
    firstname: p.firstname,
    lastname: p.lastname,
    slug:
      p.slug ??
      `${normalizeSearch(p.firstname)}-${normalizeSearch(p.lastname)}-${n}`.replace(/\s+/g, '-'),
    searchName: normalizeSearch(`${p.firstname} ${p.lastname}`),
    leagueId,
    teamId: team.id,
    trendingRank: p.trendingRank ?? null,
    fanCount: 0,
  });
}

export async function makeCreator(
  db: Database,
  c: {
    displayname: string;
    type?: 'show' | 'player' | 'creator' | 'admin';
    profileKey?: string;
    playerId?: number;
  },
) {
  return createCreator(db, {
    type: c.type ?? 'creator',
    displayname: c.displayname,
    profileKey: c.profileKey ?? `creator-${next()}`,
    searchName: normalizeSearch(c.displayname),
    playerId: c.playerId ?? null,
    image: null,
    bio: null,
    fanCount: 0,
  });
}

export async function makeShow(
  db: Database,
  s: { title: string; creatorId?: number; description?: string },
) {
  return createShow(db, {
    slug: `show-${next()}`,
    title: s.title,
    creatorId: s.creatorId ?? null,
    description: s.description ?? null,
    shortdescription: null,
    longdescription: null,
    fanCount: 0,
  });
}

type ContentInput = Partial<typeof contentItems.$inferInsert> & {
  creator: { id: number; type: string };
  taggedPlayerIds?: number[];
};

/** A content item; publishedat defaults to "n minutes ago" so insertion order is newest last. */
export async function makeContent(db: Database, c: ContentInput) {
  const { creator, taggedPlayerIds, ...rest } = c;
  const n = next();
  const title = rest.title ?? `Item ${n}`;
  return createContent(db, {
    contentType: 'video',
    publishedat: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
    videoid: rest.contentType && rest.contentType !== 'video' ? null : `vid${n}`,
    videoSource: 'youtube',
    likeCount: 0,
    viewCount: 0,
    featured: false,
    showId: null,
    image: null,
    playlistid: null,
    hashtags: null,
    channellogo: null,
    body: null,
    ...rest,
    title,
    searchTitle: normalizeSearch(title),
    creatorId: creator.id,
    creatorType: creator.type,
    playerIds: taggedPlayerIds,
  });
}

export async function makeUser(db: Database, id = `user-${next()}`, name = `User ${id}`) {
  await db.insert(users).values({ id, name, email: `${id}@test.local` });
  return { id, name };
}

/**
 * The Studio tests' cast: one user per id, each with a signed token. `creators` publish as
 * `creator` (role creator); `admins` get the admin role. Returns the tokens by id.
 */
export async function makeStudioUsers(
  db: Database,
  sign: (claims: { sub: string }) => Promise<string>,
  cast: { ids: string[]; creator?: { id: number }; creators?: string[]; admins?: string[] },
): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const id of cast.ids) {
    await makeUser(db, id);
    tokens[id] = await sign({ sub: id });
  }
  for (const id of cast.creators ?? [])
    await db
      .update(users)
      .set({ creatorId: cast.creator!.id, role: 'creator' })
      .where(eq(users.id, id));
  for (const id of cast.admins ?? [])
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  return tokens;
}
