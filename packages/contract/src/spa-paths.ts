// Every URL of the web app's pages, built and matched here only (DESIGN convention 11): the web
// router and links (apps/web/src/config/paths.ts re-exports this), the server's mail and alert
// links, its link previews (share-meta) and its 404 for unknown pages all use it, so a page's
// address is spelled once. Zod-free: the browser imports it as a value.

export const playerTabs = ['statistics', 'gear', 'info', 'timeline'] as const;
export type PlayerTab = (typeof playerTabs)[number];
export const creatorTabs = ['articles', 'players', 'gear', 'about'] as const;
export type CreatorTab = (typeof creatorTabs)[number];

// Browsers and Node both have the WHATWG URLSearchParams; the contract compiles with neither the
// DOM's types nor Node's, so it is declared here as far as it is used.
declare const URLSearchParams: new () => { set(k: string, v: string): void; toString(): string };

const seg = (value: string | number) => encodeURIComponent(String(value));
const withQuery = (path: string, query: Record<string, string | number | undefined | null>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  home: () => '/',
  players: (league?: string) => (league ? `/players/${seg(league)}` : '/players'),
  analyze: () => '/analyze',
  video: (videoId: string | number, p?: string | number | null) =>
    withQuery(`/video/${seg(videoId)}`, { p }),
  article: (id: string | number) => `/article/${seg(id)}`,
  search: (keyword: string) => `/search/${seg(keyword)}`,
  viewAllVideoResults: (keyword: string) => `/view-all-video-results/${seg(keyword)}`,
  /** A player's page, on a tab; `game` opens that game's line in the statistics tab. */
  player: (slug: string, tab?: PlayerTab, game?: number) =>
    withQuery(tab ? `/player/${seg(slug)}/${tab}` : `/player/${seg(slug)}`, { game }),
  /** The compare page, already showing the players in `withSlugs` (?with=a,b). */
  playerCompare: (slug: string, withSlugs?: readonly string[]) =>
    withQuery(`/player/${seg(slug)}/compare`, { with: withSlugs?.join(',') }),
  /**
   * A player's clip playlist (film room): his plays of these events (`fg3_made` or
   * `fg3_made,fg3_missed`), in one game and period if given, on a page of the list.
   */
  playerPlays: (
    slug: string,
    query: {
      event?: string;
      game?: number;
      period?: number;
      interval?: 'latest_season';
      page?: number;
    } = {},
  ) => withQuery(`/player/${seg(slug)}/plays`, query),
  creator: (slug: string, tab?: CreatorTab) =>
    tab ? `/creator/${seg(slug)}/${tab}` : `/creator/${seg(slug)}`,
  viewAllVideosByPlayer: (playerId: string | number) =>
    `/view-all-videos-by-playerid/${seg(playerId)}`,
  shows: () => '/shows',
  show: (showId: string | number) => `/show/${seg(showId)}`,
  explorer: (playerSlug?: string) => (playerSlug ? `/explorer/${seg(playerSlug)}` : '/explorer'),
  explorerForScouts: (playerSlug?: string) =>
    playerSlug ? `/explorer-for-scouts/${seg(playerSlug)}` : '/explorer-for-scouts',
  /** NIL Targets, optionally for another draft year (?year=). */
  targets: (year?: number | null) => withQuery('/targets', { year }),
  profile: (subPath?: string) => (subPath ? `/profile/${subPath.replace(/^\/+/, '')}` : '/profile'),
  login: () => '/login',
  logout: () => '/logout',
  forgotPassword: () => '/forgot-password',
  playerPortalAbout: () => '/player-portal/about',
  playerPortalSignUp: () => '/player-portal/sign-up',
  playerPortalSetPassword: () => '/player-portal/set-password',
  signUp: (redirect?: string) => withQuery('/sign-up', { redirect }),
  acctAction: () => '/acct/action',
  termsOfUse: () => '/terms-of-use',
  privacyPolicy: () => '/privacy-policy',
  /** A scout's board shared read-only (open to signed-out visitors). */
  publicBoard: (token: string) => `/board/${seg(token)}`,
  /** A game: box scores and play-by-play (film room). */
  game: (gameId: number) => `/game/${seg(gameId)}`,
  /** Creator Studio: one's own items, filtered by ?status= and ?q=, paged by ?page= (issue 23). */
  studio: (query: { status?: string; q?: string; page?: number } = {}) =>
    withQuery('/studio', query),
  studioNew: (kind: 'article' | 'post' | 'video') => `/studio/new/${kind}`,
  studioEdit: (id: string | number) => `/studio/${seg(id)}/edit`,
  studioAnalytics: (id: string | number) => `/studio/${seg(id)}/analytics`,
  studioModeration: () => '/studio/moderation',
  /** Hoopdex Value: the method, every formula and rate with its source (issue 33). */
  value: () => '/value',
  /** The Value board: a league season's players by Hoopdex Value, paged by ?page= (issue 33). */
  valueBoard: (
    query: { league?: number; season?: string; position?: string; page?: number } = {},
  ) => withQuery('/value/board', query),
  /** How accurate the projections have been: one league's season backtest (issue 32). */
  projectionsAccuracy: (query: { league?: number; season?: string } = {}) =>
    withQuery('/projections/accuracy', query),
} as const;

/** Router patterns for the same routes (react-router syntax). */
export const routePatterns = {
  home: '/',
  players: '/players/:league?',
  analyze: '/analyze',
  video: '/video/:videoId',
  article: '/article/:id',
  search: '/search/:keyword',
  viewAllVideoResults: '/view-all-video-results/:keyword',
  player: '/player/:slug/:activeTab?',
  playerCompare: '/player/:slug/compare',
  playerPlays: '/player/:slug/plays',
  creator: '/creator/:slug/:activeTab?',
  viewAllVideosByPlayer: '/view-all-videos-by-playerid/:playerId',
  shows: '/shows',
  show: '/show/:showId',
  explorer: '/explorer/:playerSlug?',
  explorerForScouts: '/explorer-for-scouts/:playerSlug?',
  targets: '/targets',
  profile: '/profile/*',
  login: '/login',
  logout: '/logout',
  forgotPassword: '/forgot-password',
  playerPortalAbout: '/player-portal/about',
  playerPortalSignUp: '/player-portal/sign-up',
  playerPortalSetPassword: '/player-portal/set-password',
  signUp: '/sign-up',
  acctAction: '/acct/action',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  publicBoard: '/board/:token',
  game: '/game/:gameId',
  studio: '/studio',
  studioNew: '/studio/new/:kind',
  studioEdit: '/studio/:id/edit',
  studioAnalytics: '/studio/:id/analytics',
  studioModeration: '/studio/moderation',
  value: '/value',
  valueBoard: '/value/board',
  projectionsAccuracy: '/projections/accuracy',
} as const;

export type RouteName = keyof typeof routePatterns;

/** Spec §2 open routes; every other route of the table needs a signed-in user. */
export const openRoutes = [
  'login',
  'logout',
  'forgotPassword',
  'playerPortalAbout',
  'playerPortalSignUp',
  'playerPortalSetPassword',
  'signUp',
  'acctAction',
  'termsOfUse',
  'privacyPolicy',
  'publicBoard',
] as const satisfies readonly RouteName[];

/**
 * Spec §2: every route of the table but the open ones needs a signed-in user. The web's guard
 * (RequireAuth, mounted on these routes by router.tsx) and the server's document gate
 * (plugins/document-gate.ts, a 302 before any JavaScript) both ask here, so they cannot drift.
 */
export const isGatedRoute = (name: RouteName): boolean =>
  !(openRoutes as readonly RouteName[]).includes(name);

/**
 * Spec §2/§9: the environment flag that opens every route. The web reads it at build time
 * (import.meta.env), the server at start (env.ts); both with this rule: only the exact text
 * 'true' turns it on, so one value never means open to one side and gated to the other.
 */
export const UNGATE_ALL_ROUTES_VAR = 'VITE_UNGATE_ALL_ROUTES';
export const isFlagOn = (value: unknown): boolean => value === 'true';

export const isPlayerTab = (tab: string | undefined): tab is PlayerTab =>
  tab !== undefined && (playerTabs as readonly string[]).includes(tab);
export const isCreatorTab = (tab: string | undefined): tab is CreatorTab =>
  tab !== undefined && (creatorTabs as readonly string[]).includes(tab);

/** The route patterns of the spec, by name (the web router mounts each; the server 404s the rest). */
export const spaRoutes: ReadonlyArray<{ name: RouteName; pattern: string }> = (
  Object.keys(routePatterns) as RouteName[]
).map((name) => ({ name, pattern: routePatterns[name] }));

/**
 * A pattern as a regular expression over a URL path, in react-router's syntax as the router
 * reads it: `:name` is one segment (captured under its name), `:name?` an optional one, a
 * trailing `*` the rest. Case-insensitive and a trailing slash allowed, as the router allows.
 */
function patternRegExp(pattern: string): RegExp {
  const parts = pattern.split('/').filter(Boolean);
  let source = '';
  for (const part of parts) {
    const param = /^:(\w+)(\?)?$/.exec(part);
    if (part === '*') source += '(?:/.*)?';
    else if (param?.[2]) source += `(?:/(?<${param[1]}>[^/]+))?`;
    else if (param) source += `/(?<${param[1]}>[^/]+)`;
    else source += `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${source}/?$`, 'i');
}

/** Literal segments of a pattern: the more, the more specific (the compare page over a tab). */
const literals = (pattern: string) =>
  pattern.split('/').filter((p) => p && !p.startsWith(':') && p !== '*').length;

const compiled = [...spaRoutes]
  .sort((a, b) => literals(b.pattern) - literals(a.pattern))
  .map((r) => ({ name: r.name, re: patternRegExp(r.pattern) }));

export interface SpaRouteMatch {
  name: RouteName;
  /** The pattern's parameters as they stand in the path (still percent-encoded). */
  params: Record<string, string>;
}

/** The route of the spec a URL path (no query) opens, or null: the not-found page. */
export function matchSpaRoute(urlPath: string): SpaRouteMatch | null {
  for (const { name, re } of compiled) {
    const m = re.exec(urlPath);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.groups ?? {})) if (v !== undefined) params[k] = v;
    return { name, params };
  }
  return null;
}
