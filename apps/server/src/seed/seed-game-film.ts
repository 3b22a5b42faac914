import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { periodLengthTenths, periodRules } from '@hoopdex/contract';
import { makeHostedVideoItem } from '../modules/media/index';
import {
  demoSegments,
  drawnFilmArgs,
  FILM_FONT,
  scoreboardRegion,
  type Scoreboard,
  filmPublisher,
  startFilm,
} from '../modules/film-sync/index';
import { sqlRows } from '../db/sql-rows';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { DEMO_DOMAIN } from './seed-accounts';

const run = promisify(execFile);
const BOARD: Scoreboard = { width: 640, height: 360, size: 26 };

// The demo film's segments are drawn by the browser tests' films too (e2e), so they live with
// the drawing code.
export { demoSegments };
async function hasFfmpeg() {
  try {
    await run('ffmpeg', ['-version']);
    await run('tesseract', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/** A drawn court: lines, ten moving dots (two teams) and a ball, under the scoreboard. */
function courtBackground(seconds: number) {
  const { width: w, height: h } = BOARD;
  const parts = [
    `color=c=0x1f6f3a:s=${w}x${h}:r=25:d=${seconds}`,
    `drawbox=x=20:y=20:w=${w - 40}:h=${h - 80}:color=white@0.9:t=3`,
    `drawbox=x=${w / 2 - 2}:y=20:w=4:h=${h - 80}:color=white@0.9:t=fill`,
    `drawbox=x=20:y=${h / 2 - 70}:w=110:h=110:color=white@0.9:t=3`,
    `drawbox=x=${w - 130}:y=${h / 2 - 70}:w=110:h=110:color=white@0.9:t=3`,
  ];
  const font = existsSync(FILM_FONT) ? FILM_FONT : null;
  if (font)
    for (let i = 0; i < 10; i++) {
      const color = i < 5 ? 'orange' : 'dodgerblue';
      const cx = 140 + (i % 5) * 80 + (i >= 5 ? 30 : 0);
      const x = `${cx}+60*sin(t*${(0.5 + i * 0.11).toFixed(2)}+${i})`;
      const y = `${60 + (i % 5) * 40}+30*cos(t*${(0.7 + i * 0.07).toFixed(2)}+${i})`;
      parts.push(
        `drawtext=fontfile=${font}:fontsize=26:fontcolor=${color}:text='●':x='${x}':y='${y}'`,
      );
    }
  return parts.join(',');
}

/**
 * Demo film (decision 0023): for the top trending player with made threes in a seeded
 * play-by-play game, a film of that game drawn by ffmpeg (court, dots, scoreboard with period
 * and a running and stopping clock), uploaded and synced through the same jobs as an admin's
 * upload. Once: skipped when any game has a film. Without ffmpeg or tesseract: said once.
 */
export async function seedGameFilm(
  db: Database,
  mediaDir: string,
  log: (msg: string) => void,
): Promise<void> {
  const [any] = await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from game_films`);
  if (any?.n) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `admin@${DEMO_DOMAIN}`));
  const [pick] = await sqlRows<{
    game_id: number;
    player_id: number;
    slug: string;
    league: string;
  }>(
    db,
    sql`select e.game_id, p.id as player_id, p.slug, l.name as league
      from play_by_play_events e join players p on p.id = e.player_id
        join games g on g.id = e.game_id join leagues l on l.id = g.league_id
      where p.trending_rank is not null and e.event = 'fg3_made'
      group by e.game_id, p.id, p.slug, p.trending_rank, g.game_date, l.name
      order by p.trending_rank, g.game_date desc, e.game_id desc limit 1`,
  );
  if (!admin || !pick) return;
  if (!(await hasFfmpeg())) {
    log('demo game film skipped: ffmpeg or tesseract not on PATH (Debian: ffmpeg, tesseract-ocr)');
    return;
  }
  const plays = await sqlRows<{ period: number; clock: number; event: string }>(
    db,
    sql`select period, clock_tenths as clock, event from play_by_play_events
      where game_id = ${pick.game_id} and player_id = ${pick.player_id} order by seq`,
  );
  const rules = periodRules(pick.league);
  const segments = demoSegments(plays, (p) => periodLengthTenths(rules, p), rules.regulation);
  const seconds = segments.reduce((n, s) => n + s.seconds, 0);
  const id = randomBytes(16).toString('hex');
  const dir = path.join(mediaDir, 'tus');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, id);
  await run('nice', [
    '-n',
    '10',
    'ffmpeg',
    ...drawnFilmArgs(file, segments, BOARD, { background: courtBackground(seconds) }),
  ]);
  const { size } = await stat(file);
  const made = await makeHostedVideoItem(db, {
    userId: admin.id,
    publisher: await filmPublisher(db, admin.id),
    body: {
      content_type: 'video',
      title: `Game film: ${pick.slug}`,
      upload_id: id,
      status: 'draft',
    },
    file: { size, filename: 'demo-game-film.mp4', filetype: 'video/mp4' },
  });
  await startFilm(db, {
    gameId: pick.game_id,
    studioItemId: made.row.id,
    clockRegion: scoreboardRegion(BOARD),
    sync: [],
  });
  log(
    `demo game film: game ${pick.game_id} (${pick.slug}, ${plays.length} plays), ` +
      `${Math.round(seconds)} s drawn, syncing as a job`,
  );
}
