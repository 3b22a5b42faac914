import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { createItem } from '../modules/content/index';
import { publisherOf } from '../modules/publishers/index';
import { makeHostedVideoItem } from '../modules/media/index';
import type { Database } from '../db/client';
import { likes, players, studioItems, users, videoViews } from '../db/schema/index';
import { DEMO_DOMAIN } from './seed-accounts';

const run = promisify(execFile);
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** The demo clips: a court with moving players and a game clock, drawn by ffmpeg (no download). */
const CLIPS = [
  { title: 'Fast break: three passes, one dunk', seconds: 12, quarter: 'Q1', start: 540 },
  { title: 'Full-court press, drawn up', seconds: 10, quarter: 'Q2', start: 312 },
  { title: 'Late-game inbounds play', seconds: 15, quarter: 'Q4', start: 45 },
  { title: 'Pick and roll, top of the key', seconds: 8, quarter: 'Q3', start: 200 },
];

/**
 * One clip: a hardwood-green court with its lines, five orange and five blue "players" moving
 * on curves, a ball, and a game clock counting down (drawtext with Debian's DejaVu font when
 * present). Small (640×360) so the demo transcodes in seconds.
 */
export function courtClipArgs(out: string, clip: (typeof CLIPS)[number], hasFont: boolean) {
  const s = clip.seconds;
  const dot = (color: string, i: number) => `color=c=${color}:s=22x22:d=${s}[p${color}${i}]`;
  const inputs = [
    `color=c=0x1f6f3a:s=640x360:r=25:d=${s}`,
    'drawbox=x=20:y=20:w=600:h=320:color=white@0.9:t=3',
    'drawbox=x=318:y=20:w=4:h=320:color=white@0.9:t=fill',
    'drawbox=x=20:y=120:w=110:h=120:color=white@0.9:t=3',
    'drawbox=x=510:y=120:w=110:h=120:color=white@0.9:t=3',
  ].join(',');
  const teams = ['orange', 'dodgerblue'];
  const lines = [`${inputs}[court]`];
  let last = 'court';
  teams.forEach((color, team) => {
    for (let i = 0; i < 5; i++) {
      lines.push(dot(color, i));
      const phase = (i * 1.3 + team * 0.7).toFixed(1);
      const cx = 160 + team * 300 + i * 12;
      const x = `${cx}+${90 + i * 10}*sin(t*${(0.6 + i * 0.15).toFixed(2)}+${phase})`;
      const y = `${70 + i * 50}+40*cos(t*${(0.8 + team * 0.2).toFixed(2)}+${phase})`;
      const next = `c${team}${i}`;
      lines.push(`[${last}][p${color}${i}]overlay=x='${x}':y='${y}'[${next}]`);
      last = next;
    }
  });
  lines.push(`color=c=white:s=10x10:d=${s}[ball]`);
  lines.push(`[${last}][ball]overlay=x='320+250*sin(t*1.7)':y='180+120*sin(t*2.3)'[withball]`);
  const clock = hasFont
    ? `,drawtext=fontfile=${FONT}:fontsize=26:fontcolor=white:box=1:boxcolor=black@0.6:x=(w-tw)/2:y=h-th-6:` +
      `text='${clip.quarter}  %{eif\\:trunc((${clip.start}-t)/60)\\:d}\\:%{eif\\:mod(${clip.start}-t\\,60)\\:d\\:2}'`
    : '';
  lines.push(`[withball]null${clock}[v]`);
  return [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=44100:cl=stereo`,
    '-filter_complex',
    lines.join(';'),
    '-map',
    '[v]',
    '-map',
    '0:a',
    '-t',
    String(s),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    // The upload store names files without an extension: say the format.
    '-f',
    'mp4',
    out,
  ];
}

async function hasFfmpeg() {
  try {
    await run('ffmpeg', ['-version']);
    await run('ffprobe', ['-version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * The demo creator's Studio: hosted videos drawn with ffmpeg and queued through the same
 * transcode jobs as an upload (they publish when ready, tagged with players), a published
 * article and post with a fortnight of views and likes, drafts and a scheduled post. Runs once
 * (skipped when the demo creator has Studio items), after the server answers: start stays fast.
 * Without ffmpeg the videos are skipped, said once.
 */
export async function seedHostedVideos(
  db: Database,
  /** Where the tus uploads are (MediaConfig.tusDir): the job reads its source there. */
  tusDir: string,
  log: (msg: string) => void,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `creator@${DEMO_DOMAIN}`));
  if (!user) return;
  const [already] = await db
    .select({ id: studioItems.id })
    .from(studioItems)
    .where(eq(studioItems.userId, user.id))
    .limit(1);
  if (already) return;
  const publisher = await publisherOf(db, user.id);
  if (!publisher) return;
  const tagged = await db
    .select({ slug: players.slug })
    .from(players)
    .where(isNotNull(players.trendingRank))
    .orderBy(asc(players.trendingRank))
    .limit(4);
  const slugs = tagged.map((p) => p.slug);

  // Text items first: they need no ffmpeg.
  const article = await createItem(
    db,
    user.id,
    publisher,
    {
      content_type: 'article',
      title: 'Five risers to watch this month',
      body: `<h2>Why these five</h2><p>Minutes, usage and efficiency all up over the last ten games.</p>
      <ul>${slugs.map((s) => `<li><a href="/player/${s}">@${s}</a></li>`).join('')}</ul>
      <blockquote>Film first, numbers second.</blockquote>`,
      hashtags: ['risers', 'scouting'],
    },
    null,
  );
  await createItem(
    db,
    user.id,
    publisher,
    {
      content_type: 'user_post',
      body: 'New film breakdown every Friday. Follow along!',
      players: slugs.slice(0, 1),
    },
    null,
  );
  await createItem(
    db,
    user.id,
    publisher,
    {
      content_type: 'article',
      title: 'Draft: zone offense notes',
      body: '<p>Work in progress: short corner, high post, skip pass.</p>',
      status: 'draft',
    },
    null,
  );
  await createItem(
    db,
    user.id,
    publisher,
    {
      content_type: 'user_post',
      body: 'Draft post: tournament picks coming soon',
      status: 'draft',
    },
    null,
  );
  await createItem(
    db,
    user.id,
    publisher,
    {
      content_type: 'user_post',
      body: 'Game-day preview drops Saturday morning.',
      publish_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    },
    null,
  );
  await seedAnalytics(db, article.row.contentId!);

  if (!(await hasFfmpeg())) {
    log("demo hosted videos skipped: ffmpeg/ffprobe not on PATH (install Debian's ffmpeg package)");
    return;
  }
  const hasFont = existsSync(FONT);
  const uploads = tusDir;
  await mkdir(uploads, { recursive: true });
  for (const [i, clip] of CLIPS.entries()) {
    const id = randomBytes(16).toString('hex');
    const file = path.join(uploads, id);
    await run('nice', ['-n', '10', 'ffmpeg', ...courtClipArgs(file, clip, hasFont)]);
    const { size } = await stat(file);
    await makeHostedVideoItem(db, {
      userId: user.id,
      publisher,
      body: {
        content_type: 'video',
        title: clip.title,
        upload_id: id,
        players: slugs.slice(i % slugs.length, (i % slugs.length) + 1),
        // The last one stays a draft once ready: the Studio shows "Ready".
        status: i === CLIPS.length - 1 ? 'draft' : 'published',
      },
      file: { size, filename: `demo-${i + 1}.mp4`, filetype: 'video/mp4' },
    });
  }
  log(`demo hosted videos: ${CLIPS.length} clips drawn, transcoding as jobs`);
}

/** A fortnight of views and likes on an item, so the Studio's analytics chart has a shape. */
async function seedAnalytics(db: Database, contentId: number) {
  const fans = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'fan')))
    .limit(5);
  const views: { contentId: number; userId: string | null; viewedAt: Date }[] = [];
  for (let day = 13; day >= 0; day--)
    for (let v = 0; v < 3 + ((day * 7) % 11); v++)
      views.push({
        contentId,
        userId: fans[v % Math.max(1, fans.length)]?.id ?? null,
        viewedAt: new Date(Date.now() - day * 86_400_000 - v * 60_000),
      });
  await db.insert(videoViews).values(views);
  // Likes from fans other than the demo accounts: a demo fan who signs in finds the item not yet
  // liked, so a first like counts (one was already there, and like_count stayed 0 beside it).
  const likers = fans.filter((f) => !f.email.endsWith(`@${DEMO_DOMAIN}`));
  if (likers.length)
    await db
      .insert(likes)
      .values(likers.map((f) => ({ userId: f.id, contentId })))
      .onConflictDoNothing();
  // The counters the public item shows, from the rows just written.
  await db.execute(
    sql`update content_items set view_count = ${views.length},
      like_count = (select count(*) from likes where content_id = ${contentId})
      where id = ${contentId}`,
  );
}
