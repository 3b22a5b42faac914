// Every URL the client builds comes from here (DESIGN convention 11): links, tests and e2e never spell one.

export const playerTabs = ['statistics', 'gear', 'info', 'timeline'] as const;
export type PlayerTab = (typeof playerTabs)[number];
export const creatorTabs = ['articles', 'players', 'gear', 'about'] as const;
export type CreatorTab = (typeof creatorTabs)[number];

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
  player: (slug: string, tab?: PlayerTab) => (tab ? `/player/${seg(slug)}/${tab}` : `/player/${seg(slug)}`),
  /** The compare page, already showing the players in `withSlugs` (?with=a,b). */
  playerCompare: (slug: string, withSlugs?: readonly string[]) =>
    withQuery(`/player/${seg(slug)}/compare`, { with: withSlugs?.join(',') }),
  creator: (slug: string, tab?: CreatorTab) => (tab ? `/creator/${seg(slug)}/${tab}` : `/creator/${seg(slug)}`),
  viewAllVideosByPlayer: (playerId: string | number) => `/view-all-videos-by-playerid/${seg(playerId)}`,
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
  /** Creator Studio: one's own items, filtered by ?status= and ?q=, paged by ?page= (issue 23). */
  studio: (query: { status?: string; q?: string; page?: number } = {}) => withQuery('/studio', query),
  studioNew: (kind: 'article' | 'post' | 'video') => `/studio/new/${kind}`,
  studioEdit: (id: string | number) => `/studio/${seg(id)}/edit`,
  studioAnalytics: (id: string | number) => `/studio/${seg(id)}/analytics`,
  studioModeration: () => '/studio/moderation',
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
  studio: '/studio',
  studioNew: '/studio/new/:kind',
  studioEdit: '/studio/:id/edit',
  studioAnalytics: '/studio/:id/analytics',
  studioModeration: '/studio/moderation',
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

export const isPlayerTab = (tab: string | undefined): tab is PlayerTab =>
  tab !== undefined && (playerTabs as readonly string[]).includes(tab);
export const isCreatorTab = (tab: string | undefined): tab is CreatorTab =>
  tab !== undefined && (creatorTabs as readonly string[]).includes(tab);
