import {
  draftPicks,
  draftYears,
  playerGear,
  playerSocialFollowing,
  playerTimeline,
  spotlights,
} from '../db/schema/index';
import { insertRows, type Executor } from '../db/bulk-insert';
import { DAY_MS } from './dates';
import {
  draftPickRow,
  generateGear,
  generateTimeline,
  type GearRow,
  type TimelineRow,
} from './extras-gen';
import type { Rng } from './random';
import type { ScaleConfig } from './scales';
import type { Tier } from './skill';
import type { World, WorldPlayer } from './seed-world';

const tierRank: Record<Tier, number> = { star: 0, starter: 1, rotation: 2, bench: 3 };

/** Draft boards, gear, timelines and spotlights. */
export async function seedExtras(
  db: Executor,
  root: Rng,
  world: World,
  scale: ScaleConfig,
  todayMs: number,
) {
  const rng = root.fork('extras');
  const draft = await seedDraft(db, world);
  const gear: GearRow[] = [];
  const timeline: TimelineRow[] = [];
  for (const p of world.players) {
    const prng = rng.fork(`player:${p.id}`);
    if (prng.chance(scale.gearShare)) gear.push(...generateGear(prng, p.id));
    if (prng.chance(scale.timelineShare))
      timeline.push(...generateTimeline(prng, p.id, p.row, p.league.spec.level, world.seasonYear));
  }
  await insertRows(db, playerGear, gear, 5_000);
  await insertRows(db, playerTimeline, timeline, 5_000);
  const byRank = world.players
    .filter((p) => p.row.trendingRank)
    .sort((a, b) => (a.row.trendingRank ?? 0) - (b.row.trendingRank ?? 0));
  const spot = (p: WorldPlayer | undefined, fromDay: number, toDay: number, headline: string) =>
    p
      ? [
          {
            playerId: p.id,
            headline,
            startsAt: new Date(todayMs + fromDay * DAY_MS),
            endsAt: new Date(todayMs + toDay * DAY_MS),
          },
        ]
      : [];
  // One spotlight runs now; the others are over, so "current" has exactly one answer.
  const spotRows = [
    ...spot(byRank[2], -21, -14, 'Breakout month'),
    ...spot(byRank[1], -14, -2, 'Player of the week'),
    ...spot(byRank[0], -2, 5, 'The hottest name in hoops'),
  ];
  await insertRows(db, spotlights, spotRows);
  const following = socialFollowing(root.fork('social-following'), world, todayMs);
  await insertRows(db, playerSocialFollowing, following, 5_000);
  return { ...draft, gear: gear.length, timeline: timeline.length, spotlights: spotRows.length };
}

/**
 * Current year's board (season start year + 1): the best NCAA men's players. Last year's: pro
 * players with a college, now rookies.
 */
async function seedDraft(db: Executor, world: World) {
  const year = world.seasonYear + 1;
  const best = (list: WorldPlayer[]) =>
    list
      .sort(
        (a, b) =>
          tierRank[a.tier] - tierRank[b.tier] || b.profile.fga36 - a.profile.fga36 || a.id - b.id,
      )
      .slice(0, 60);
  const college = best(world.players.filter((p) => p.team && p.league.spec.code === 'ncaam'));
  const rookies = best(
    world.players.filter((p) => p.team && p.league.spec.level === 'pro' && p.row.school),
  );
  const picks = [
    ...college.map((p, i) => draftPickRow(year, i + 1, p.row)),
    ...rookies.map((p, i) => draftPickRow(year - 1, i + 1, p.row)),
  ];
  await insertRows(db, draftYears, [{ year }, { year: year - 1 }]);
  await insertRows(db, draftPicks, picks);
  return { draftYears: 2, draftPicks: picks.length };
}

/**
 * The following some players report in the player portal (Hoopdex Value's Following, decision
 * 0030): about half of the rostered players with an Instagram handle, self-reported, with
 * followers in proportion to their Hoopdex fans (stars have the big followings), entered a month
 * ago. A few of the biggest are verified. The top trending player always reports one: the demo
 * player account is hers (`seedDemoAccounts`), and which player that is changes with the day, so
 * the portal's demo must not depend on the day's draw.
 */
export function socialFollowing(
  rng: Rng,
  world: Pick<World, 'players'>,
  todayMs: number,
): Array<typeof playerSocialFollowing.$inferInsert> {
  const rows: Array<typeof playerSocialFollowing.$inferInsert> = [];
  const updatedAt = new Date(todayMs - 30 * DAY_MS);
  for (const p of world.players) {
    const prng = rng.fork(p.id);
    const demoPlayer = p.row.trendingRank === 1;
    if (!demoPlayer && (!p.team || !p.row.social?.instagram || !prng.chance(0.5))) continue;
    const fans = p.row.fanCount ?? 0;
    const instagram = Math.round(fans * prng.int(2, 8) + prng.int(200, 2_000));
    rows.push({
      playerId: p.id,
      platform: 'instagram',
      followers: instagram,
      verified: instagram > 500_000,
      updatedAt,
    });
    if (prng.chance(0.5)) {
      const tiktok = Math.round(fans * prng.int(1, 6) + prng.int(100, 1_000));
      rows.push({
        playerId: p.id,
        platform: 'tiktok',
        followers: tiktok,
        verified: false,
        updatedAt,
      });
    }
  }
  return rows;
}
