import type { Database } from '../../db/client';
import {
  contentItems,
  contentPlayers,
  creators,
  leagues,
  players,
  shows,
  teams,
  users,
} from '../../db/schema/index';
import { normalizeSearch } from '../../lib/normalize';

// Minimal rows for the content, social and search tests: each test file seeds only what it
// needs. (The shared demo factories live in test/factories.ts once they exist.)

let seq = 0;
const next = () => ++seq;

export async function makeLeague(db: Database, name = `lg${next()}`) {
  const [row] = await db
    .insert(leagues)
    .values({ name, displayName: name.toUpperCase(), level: 'pro', logo: `/media/${name}.png` })
    .returning();
  return row!;
}

export async function makePlayer(
  db: Database,
  leagueId: number,
  p: { firstname: string; lastname: string; slug?: string; trendingRank?: number },
) {
  const n = next();
  const [team] = await db
    .insert(teams)
    .values({ leagueId, name: `Team ${n}`, abbreviation: `T${n}` })
    .returning();
  const [row] = await db
    .insert(players)
    .values({
      firstname: p.firstname,
      lastname: p.lastname,
      slug:
        p.slug ??
        `${normalizeSearch(p.firstname)}-${normalizeSearch(p.lastname)}-${n}`.replace(/\s+/g, '-'),
      searchName: normalizeSearch(`${p.firstname} ${p.lastname}`),
      leagueId,
      teamId: team!.id,
      trendingRank: p.trendingRank ?? null,
    })
    .returning();
  return row!;
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
  const [row] = await db
    .insert(creators)
    .values({
      type: c.type ?? 'creator',
      displayname: c.displayname,
      profileKey: c.profileKey ?? `creator-${next()}`,
      searchName: normalizeSearch(c.displayname),
      playerId: c.playerId ?? null,
    })
    .returning();
  return row!;
}

export async function makeShow(
  db: Database,
  s: { title: string; creatorId?: number; description?: string },
) {
  const [row] = await db
    .insert(shows)
    .values({
      slug: `show-${next()}`,
      title: s.title,
      creatorId: s.creatorId ?? null,
      description: s.description ?? null,
    })
    .returning();
  return row!;
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
  const [row] = await db
    .insert(contentItems)
    .values({
      contentType: 'video',
      publishedat: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
      videoid: rest.contentType && rest.contentType !== 'video' ? null : `vid${n}`,
      videoSource: 'youtube',
      ...rest,
      title,
      searchTitle: normalizeSearch(title),
      creatorId: creator.id,
      creatorType: creator.type,
    })
    .returning();
  if (taggedPlayerIds?.length) {
    await db
      .insert(contentPlayers)
      .values(taggedPlayerIds.map((playerId) => ({ contentId: row!.id, playerId })));
  }
  return row!;
}

export async function makeUser(db: Database, id = `user-${next()}`, name = `User ${id}`) {
  await db.insert(users).values({ id, name, email: `${id}@test.local` });
  return { id, name };
}
