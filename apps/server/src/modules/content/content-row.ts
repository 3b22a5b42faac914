import type { ContentItem, PlayerSummary } from '@hoopdex/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contentItems,
  contentPlayers,
  creators,
  leagues,
  players,
  teams,
} from '../../db/schema/index';
import { creatorColumns, toCreator } from '../creators/index';
import { leagueLogoSql, teamLogoSql } from '../drawn-images/index';

// The one place that turns database rows into the contract's DTOs for content and the creators
// and players shown with it; every content-returning call selects and maps through here.

export const contentColumns = {
  id: contentItems.id,
  contentType: contentItems.contentType,
  publishedat: contentItems.publishedat,
  featured: contentItems.featured,
  likeCount: contentItems.likeCount,
  viewCount: contentItems.viewCount,
  title: contentItems.title,
  image: contentItems.image,
  videoid: contentItems.videoid,
  videoSource: contentItems.videoSource,
  playlistid: contentItems.playlistid,
  hashtags: contentItems.hashtags,
  channellogo: contentItems.channellogo,
  body: contentItems.body,
  duration: contentItems.duration,
  streamUrl: contentItems.streamUrl,
  creator: creatorColumns,
};

/** SELECT content joined to its creator; add where/order/limit. */
export const selectContent = (db: Database) =>
  db
    .select(contentColumns)
    .from(contentItems)
    .innerJoin(creators, eq(creators.id, contentItems.creatorId))
    .$dynamic();

type ContentRow = Awaited<ReturnType<ReturnType<typeof selectContent>['execute']>>[number];

export function toContentItem(r: ContentRow): ContentItem {
  return {
    id: r.id,
    content_type: r.contentType,
    creator: toCreator(r.creator),
    publishedat: r.publishedat.toISOString(),
    featured: r.featured,
    like_count: r.likeCount,
    view_count: r.viewCount,
    content: {
      title: r.title,
      image: r.image,
      videoid: r.videoid,
      playlistid: r.playlistid,
      hashtags: r.hashtags,
      channellogo: r.channellogo,
      type: r.videoSource,
      body: r.body,
      // Hosted videos only (issue 23): YouTube and JW items leave them out.
      ...(r.videoSource === 'hosted' ? { duration: r.duration, stream_url: r.streamUrl } : {}),
    },
  };
}

export const playerSummaryColumns = {
  id: players.id,
  slug: players.slug,
  firstname: players.firstname,
  lastname: players.lastname,
  team_name: teams.name,
  imageuri: players.imageuri,
  trending_rank: players.trendingRank,
  // A drawn crest or league mark where none is stored (imported leagues have none).
  team_logo: teamLogoSql(teams.logo, leagues.name, teams.name),
  league_logo: leagueLogoSql(leagues.logo, leagues.name),
};

/** SELECT player cards (spec §3 "Player") with team and league logos. */
export const selectPlayerSummaries = (db: Database) =>
  db
    .select(playerSummaryColumns)
    .from(players)
    .innerJoin(leagues, eq(leagues.id, players.leagueId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .$dynamic();

/** Players tagged in each of the given content items, keyed by content id (one query). */
export async function taggedPlayers(db: Database, contentIds: number[]) {
  const byContent = new Map<number, PlayerSummary[]>();
  if (!contentIds.length) return byContent;
  const rows = await db
    .select({ contentId: contentPlayers.contentId, player: playerSummaryColumns })
    .from(contentPlayers)
    .innerJoin(players, eq(players.id, contentPlayers.playerId))
    .innerJoin(leagues, eq(leagues.id, players.leagueId))
    .leftJoin(teams, eq(teams.id, players.teamId))
    .where(inArray(contentPlayers.contentId, contentIds))
    .orderBy(players.lastname, players.firstname, players.id);
  for (const r of rows) {
    const list = byContent.get(r.contentId) ?? [];
    list.push(r.player);
    byContent.set(r.contentId, list);
  }
  return byContent;
}
