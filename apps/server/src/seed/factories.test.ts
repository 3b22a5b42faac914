import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/create-test-db';
import {
  createContent,
  createCreator,
  createDraftPick,
  createGame,
  createLeague,
  createPlayer,
  createPlaylist,
  createShow,
  createTeam,
} from '../test/factories';
import { rowsOf } from '../db/bulk-insert';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.destroy());

describe('test factories', () => {
  it('create players with generated fields that overrides replace', async () => {
    const league = await createLeague(db.db, {
      name: 'ncaam',
      displayName: 'NCAA Men',
      level: 'college',
    });
    const team = await createTeam(db.db, { leagueId: league.id });
    const p = await createPlayer(db.db, {
      leagueId: league.id,
      teamId: team.id,
      firstname: 'José',
    });
    expect(p).toMatchObject({ leagueId: league.id, teamId: team.id, firstname: 'José' });
    expect(p.schoolYear).toMatch(/^(Freshman|Sophomore|Junior|Senior)$/);
    expect(p.slug).toMatch(/^[a-z0-9-]+$/);
    const q = await createPlayer(db.db);
    expect(q.slug).not.toBe(p.slug);
  });

  it('create creators of each type, shows and content', async () => {
    const admin = await createCreator(db.db, { type: 'admin' });
    expect(admin).toMatchObject({ type: 'admin', profileKey: 'hoopdex' });
    const playerProfile = await createCreator(db.db, { type: 'player' });
    expect(playerProfile.playerId).toEqual(expect.any(Number));
    const show = await createShow(db.db, { description: null });
    expect(show).toMatchObject({ description: null, creatorId: expect.any(Number) });
    const author = await createCreator(db.db);
    const player = await createPlayer(db.db);
    const video = await createContent(db.db, {
      creatorId: author.id,
      contentType: 'video',
      videoid: 'abc123',
      videoSource: 'youtube',
      playerIds: [player.id],
    });
    expect(video).toMatchObject({
      creatorType: 'creator',
      contentType: 'video',
      videoid: 'abc123',
    });
    const tags = rowsOf(
      await db.db.execute(
        sql`select player_id from content_players where content_id = ${video.id}`,
      ),
    );
    expect(tags).toEqual([{ player_id: player.id }]);
    const list = await createPlaylist(db.db, { contentIds: [video.id] });
    expect(list.featured).toBe(true);
  });

  it('create games whose box scores add up to the final score', async () => {
    const { game, stats } = await createGame(db.db);
    expect(stats.length).toBeGreaterThan(0);
    const home = stats.filter((s) => s.teamId === game.homeTeamId).reduce((n, s) => n + s.pts, 0);
    expect(game.homeScore).toBe(home);
    for (const s of stats) {
      expect(s.pts).toBe(2 * (s.fgm - s.threePm) + 3 * s.threePm + s.ftm);
      expect(s.reb).toBe(s.oreb + s.dreb);
    }
  });

  it('create draft picks that copy their player', async () => {
    const first = await createDraftPick(db.db);
    const second = await createDraftPick(db.db);
    expect([first.draftposition, second.draftposition]).toEqual([1, 2]);
    expect(first.slug).toEqual(expect.any(String));
  });
});
