// `npm run bench:lighthouse [-- --runs 3] [--cpu-slowdown 4] [--pages home,video] [--url http://…]`
// (after `npm run build`). --url audits a server already running (for trying a change; nothing is
// written to RESULTS.md then), --pages picks some of landing, home, video, search, player,
// analyze, explorer, game.
// Lighthouse, mobile preset (its default config: Moto G Power viewport, simulated slow 4G and 4x
// CPU slowdown), headless Chromium against the real built server on a fresh PGlite demo database.
// Every page is audited signed in as the demo fan (most are gated); the landing, the first page
// of every visitor, signed out (issue 34). Median of N runs per page goes into the
// "## Lighthouse (mobile)" section of bench/RESULTS.md, the JSON reports to bench/.tmp/lighthouse/mobile/;
// the exit code is 1 when a page scores under 95 or did not end on the URL asked for.
// --cpu-slowdown overrides the preset's 4x, which assumes a fast desktop host (Lighthouse's
// benchmarkIndex 1500+, shown in the table): its results go to a section of their own.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumArgs } from '../scripts/chromium-args';
import { resultsFile, writeSection } from './results-file';
import { startServer } from './server-process';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string' },
    pages: { type: 'string' },
    url: { type: 'string' },
  },
});
const runs = Number(values.runs);
const cpuSlowdown =
  values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
const heading =
  cpuSlowdown === undefined
    ? '## Lighthouse (mobile)'
    : `## Lighthouse (mobile, CPU slowdown ${cpuSlowdown}x instead of 4x)`;
const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const outDir = path.join(
  root,
  'bench/.tmp/lighthouse',
  cpuSlowdown === undefined ? 'mobile' : `mobile-cpu-${cpuSlowdown}x`,
);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const fan = { email: 'fan@hoopdex.test', password: 'hoopdex-demo-2026' };
const minScore = 95;

if (!existsSync(webIndex)) {
  console.error(`No web build at ${path.relative(root, webIndex)}: run \`npm run build\` first.`);
  process.exit(1);
}

interface Sample {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  si: number;
  /** Lighthouse's measure of the host CPU (a fast desktop is 1500 to 2000). */
  bi: number;
  finalUrl: string;
  lcpElement: string;
}

async function getJson<T>(baseUrl: string, apiPath: string, cookie: string): Promise<T> {
  const res = await fetch(`${baseUrl}${apiPath}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${apiPath}: ${res.status}`);
  return (await res.json()) as T;
}

/** Signs in through the auth API, as the login form does, and returns the Cookie header value. */
async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    // better-auth checks the Origin of cookie-setting posts against PUBLIC_URL (default localhost:PORT).
    headers: {
      'content-type': 'application/json',
      origin: baseUrl.replace('127.0.0.1', 'localhost'),
    },
    body: JSON.stringify(fan),
  });
  if (!res.ok) throw new Error(`sign-in as ${fan.email}: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-in returned no session cookie');
  return cookie;
}

interface AuditedPage {
  label: string;
  path: string;
  /** Audited with the demo fan's session, or as a visitor with none. */
  signedIn: boolean;
}

/** Real ids from the seeded demo, so the audited pages show real content. */
async function pickPages(baseUrl: string, cookie: string): Promise<AuditedPage[]> {
  const videos = await getJson<{ data: { id: number }[] }>(baseUrl, '/api/videos?limit=1', cookie);
  const trending = new URLSearchParams({
    filter: JSON.stringify({ trending_rank: { ne: null } }),
    sort: JSON.stringify({ trending_rank: 'asc' }),
    limit: '1',
  });
  const players = await getJson<{ data: { slug: string; lastname: string }[] }>(
    baseUrl,
    `/api/players?${trending}`,
    cookie,
  );
  const video = videos.data[0];
  const player = players.data[0];
  if (!video || !player) throw new Error('the demo seed has no videos or players');
  // A game with play-by-play (the game page's film room and play list), from the player's plays.
  const plays = await getJson<{ data: { game_id: number }[] }>(
    baseUrl,
    `/api/players/${encodeURIComponent(player.slug)}/plays?limit=1`,
    cookie,
  );
  const gameId = plays.data[0]?.game_id;
  if (!gameId) throw new Error(`the demo's ${player.slug} has no play-by-play`);
  const all: AuditedPage[] = [
    { label: 'landing', path: '/sign-up', signedIn: false },
    { label: 'home', path: '/', signedIn: true },
    { label: 'video', path: `/video/${video.id}`, signedIn: true },
    { label: 'search', path: `/search/${encodeURIComponent(player.lastname)}`, signedIn: true },
    { label: 'player', path: `/player/${encodeURIComponent(player.slug)}`, signedIn: true },
    { label: 'analyze', path: '/analyze', signedIn: true },
    { label: 'explorer', path: '/explorer', signedIn: true },
    { label: 'game', path: `/game/${gameId}`, signedIn: true },
  ];
  const wanted = values.pages?.split(',');
  return wanted ? all.filter((p) => wanted.includes(p.label)) : all;
}

function sample(lhr: Result): Sample {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  // The LCP element audit is a list whose first table holds the element's node.
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbt: num('total-blocking-time'),
    fcp: num('first-contentful-paint'),
    si: num('speed-index'),
    bi: lhr.environment.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : '(none)',
  };
}

/** One Lighthouse run; a busy machine sometimes loses the trace (NO_NAVSTART), which is retried. */
async function audit(
  url: string,
  port: number,
  cookie: string | null,
  attempts = 3,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse resets storage before each run, so the session goes as a header instead.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.log(`${url}: ${error.code}, trying again`);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const tmp = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-lighthouse-'));
// The build's copy lives inside the repository: the server renderer (dist-ssr) imports React and
// the router from node_modules, which Node finds only by walking up from the file.
mkdirSync(path.join(root, 'bench/.tmp'), { recursive: true });
const buildCopy = mkdtempSync(path.join(root, 'bench/.tmp', 'lighthouse-build-'));
// The server serves a copy of the build: a rebuild during the runs (another terminal, the e2e
// suite) would otherwise delete the hashed files the served index.html points at.
const webDist = path.join(buildCopy, 'web');
cpSync(path.dirname(webIndex), webDist, { recursive: true });
// The server renderer sits beside the build (WEB_DIST/../dist-ssr, decision 0037): without it
// the copy would be served as the plain shell and the audit would not measure server rendering.
const ssrBuild = path.join(root, 'apps/web/dist-ssr');
if (existsSync(ssrBuild)) cpSync(ssrBuild, path.join(buildCopy, 'dist-ssr'), { recursive: true });
else console.warn('No apps/web/dist-ssr: the pages are audited without server rendering.');
mkdirSync(outDir, { recursive: true });
const server = values.url
  ? { baseUrl: values.url.replace(/\/$/, ''), stop: async () => undefined }
  : await (async () => {
      console.log('Starting the server on a fresh demo database (first start seeds)…');
      return startServer({ DATA_DIR: path.join(tmp, 'data'), WEB_DIST: webDist });
    })();
let chrome: chromeLauncher.LaunchedChrome | undefined;
const rows: string[] = [];
const problems: string[] = [];
const loads: string[] = [];
try {
  const cookie = await signIn(server.baseUrl);
  const pages = await pickPages(server.baseUrl, cookie);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  for (const page of pages) {
    const samples: Sample[] = [];
    for (let i = 1; i <= runs; i++) {
      const url = `${server.baseUrl}${page.path}`;
      loads.push(os.loadavg()[0]!.toFixed(1));
      const lhr = await audit(url, chrome.port, page.signedIn ? cookie : null);
      writeFileSync(path.join(outDir, `${page.label}-${i}.json`), JSON.stringify(lhr, null, 1));
      const s = sample(lhr);
      console.log(
        `${page.path} #${i}: ${s.score} (LCP ${s.lcp.toFixed(0)} ms, CLS ${s.cls.toFixed(3)}, TBT ${s.tbt.toFixed(0)} ms) ` +
          `final ${new URL(s.finalUrl).pathname}, LCP element ${s.lcpElement}`,
      );
      // A redirect to sign-up would measure the wrong page: the audited URL must be the one asked for.
      if (new URL(s.finalUrl).pathname !== new URL(url).pathname) {
        problems.push(`${page.path} ended on ${s.finalUrl}`);
      }
      samples.push(s);
    }
    const m = (k: keyof Omit<Sample, 'finalUrl' | 'lcpElement'>) =>
      median(samples.map((s) => s[k]));
    const score = m('score');
    if (score < minScore) problems.push(`${page.path} scored ${score} (< ${minScore})`);
    rows.push(
      `| \`${page.path}\` | ${page.signedIn ? 'fan' : 'visitor'} | **${score}** (${samples.map((s) => s.score).join(', ')}) | ${(m('lcp') / 1000).toFixed(2)} s | ` +
        `${m('cls').toFixed(3)} | ${m('tbt').toFixed(0)} ms | ${(m('fcp') / 1000).toFixed(2)} s | ` +
        `${(m('si') / 1000).toFixed(2)} s | ${m('bi').toFixed(0)} | ${samples[0]!.lcpElement.replace(/\|/g, '\\|')} |`,
    );
  }
} finally {
  await chrome?.kill();
  await server.stop();
  rmSync(tmp, { recursive: true, force: true });
  rmSync(buildCopy, { recursive: true, force: true });
}

if (values.url) {
  console.log(`\n${rows.join('\n')}\n(--url: not written to ${path.relative(root, resultsFile)})`);
  process.exit(problems.length ? 1 : 0);
}
const cpus = os.cpus();
const flags = `--runs ${runs}${cpuSlowdown === undefined ? '' : ` --cpu-slowdown ${cpuSlowdown}`}`;
writeSection(resultsFile, heading, [
  `Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${os.type()} ${os.release()}, Node ${process.version}, ` +
    `Lighthouse 12.8.2, ${path.basename(chromePath)} headless.`,
  `Date: ${new Date().toISOString()}. Command: \`npm run build && npm run bench:lighthouse -- ${flags}\`.`,
  `Load average (1 min) when each run started: ${loads.join(', ')} (2 cores, shared).`,
  cpuSlowdown === undefined
    ? 'Preset: Lighthouse default (mobile: 412×823 viewport, simulated slow 4G, 4× CPU slowdown), performance only,'
    : `Preset: Lighthouse default (mobile, simulated slow 4G) but ${cpuSlowdown}× CPU slowdown instead of 4×, performance only,`,
  `signed in as the demo fan ("fan") or with no session ("visitor"); median of ${runs} runs per page (the runs' scores in brackets). ` +
    `Reports: ${path.relative(root, outDir)}/.`,
  "Host CPU is Lighthouse's benchmarkIndex (median): the 4× slowdown assumes a desktop of 1500 to 2000;",
  'a slower or busy host makes the simulated CPU slower than the phone it stands for (TBT and LCP grow).',
  '',
  '| page | as | score | LCP | CLS | TBT | FCP | Speed Index | host CPU | LCP element (run 1) |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
]);
console.log(`\nWrote ${path.relative(root, resultsFile)}`);
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exitCode = 1;
}
