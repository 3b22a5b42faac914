import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { isGatedRoute, type RouteName } from '@hoopdex/contract/spa-paths';
import { analyzeLoader } from './routes/analyze.loader';
import { articleLoader } from './routes/article.loader';
import { creatorLoader } from './routes/creator.loader';
import { compareLoader } from './routes/compare.loader';
import { explorerLoader } from './routes/explorer.loader';
import { explorerForScoutsLoader } from './routes/explorer-for-scouts.loader';
import { gameLoader } from './routes/game.loader';
import { homeLoader } from './routes/home.loader';
import { playerLoader } from './routes/player.loader';
import { playerPlaysLoader } from './routes/player-plays.loader';
import { playersLoader } from './routes/players.loader';
import { searchLoader } from './routes/search.loader';
import { showLoader } from './routes/show.loader';
import { studioLoader } from './routes/studio.loader';
import { studioModerationLoader } from './routes/studio-moderation.loader';
import {
  studioAnalyticsLoader,
  studioItemLoader,
  studioNewLoader,
} from './routes/studio-editor.loader';
import { showsLoader } from './routes/shows.loader';
import { signUpLoader } from './routes/sign-up.loader';
import { publicBoardLoader } from './routes/public-board.loader';
import { projectionsAccuracyLoader } from './routes/projections-accuracy.loader';
import { targetsLoader } from './routes/targets.loader';
import { valueLoader } from './routes/value.loader';
import { valueBoardLoader } from './routes/value-board.loader';
import { videoLoader } from './routes/video.loader';
import { viewAllVideoResultsLoader } from './routes/view-all-video-results.loader';
import { viewAllVideosByPlayerLoader } from './routes/view-all-videos-by-player.loader';

/**
 * One page of the site: its name in the contract's route table (which spells its URL pattern and
 * says whether it is open, spec §2), the loader that warms its queries, and its page component,
 * imported lazily (a chunk of its own, loaded from /static/js/).
 */
export interface RouteEntry {
  name: RouteName;
  loader?: (queryClient: QueryClient) => LoaderFunction;
  page: () => Promise<ComponentType>;
  /**
   * The page's own not-found view, when it has one (not the site's "Page not found"): shown for
   * the 404 the server's loader throws (decision 0037), as the page shows it from its query.
   */
  notFound?: () => Promise<ComponentType>;
}

/**
 * Spec §2 route table, as data: the browser router and the server renderer are both built from
 * it (router.tsx). A new page is one line here plus its pattern in the contract's spa-paths.
 * Loaders warm the query cache (DESIGN convention 4): they run alongside the lazy chunk.
 */
export const routeTable: readonly RouteEntry[] = [
  {
    name: 'value',
    loader: valueLoader,
    page: () => import('./routes/value').then((m) => m.ValueRoute),
  },
  {
    name: 'valueBoard',
    loader: valueBoardLoader,
    page: () => import('./routes/value-board').then((m) => m.ValueBoardRoute),
  },
  {
    name: 'projectionsAccuracy',
    loader: projectionsAccuracyLoader,
    page: () => import('./routes/projections-accuracy').then((m) => m.ProjectionsAccuracyRoute),
  },
  {
    name: 'home',
    loader: homeLoader,
    page: () => import('./routes/home').then((m) => m.HomeRoute),
  },
  {
    name: 'players',
    loader: playersLoader,
    page: () => import('./routes/players').then((m) => m.PlayersRoute),
  },
  {
    name: 'analyze',
    loader: analyzeLoader,
    page: () => import('./routes/analyze').then((m) => m.AnalyzeRoute),
  },
  {
    name: 'video',
    loader: videoLoader,
    page: () => import('./routes/video').then((m) => m.VideoRoute),
    notFound: () => import('./routes/video').then((m) => m.VideoNotFound),
  },
  {
    name: 'article',
    loader: articleLoader,
    page: () => import('./routes/article').then((m) => m.ArticleRoute),
    notFound: () => import('./routes/article').then((m) => m.ArticleNotFound),
  },
  {
    name: 'search',
    loader: searchLoader,
    page: () => import('./routes/search').then((m) => m.SearchRoute),
  },
  {
    name: 'viewAllVideoResults',
    loader: viewAllVideoResultsLoader,
    page: () => import('./routes/view-all-video-results').then((m) => m.ViewAllVideoResultsRoute),
  },
  {
    name: 'playerCompare',
    loader: compareLoader,
    page: () => import('./routes/compare').then((m) => m.CompareRoute),
  },
  {
    name: 'playerPlays',
    loader: playerPlaysLoader,
    page: () => import('./routes/player-plays').then((m) => m.PlayerPlaysRoute),
  },
  {
    name: 'player',
    loader: playerLoader,
    page: () => import('./routes/player').then((m) => m.PlayerRoute),
  },
  {
    name: 'game',
    loader: gameLoader,
    page: () => import('./routes/game').then((m) => m.GameRoute),
    notFound: () => import('./routes/game').then((m) => m.GameNotFound),
  },
  {
    name: 'creator',
    loader: creatorLoader,
    page: () => import('./routes/creator').then((m) => m.CreatorRoute),
    notFound: () => import('./routes/creator').then((m) => m.CreatorNotFound),
  },
  {
    name: 'viewAllVideosByPlayer',
    loader: viewAllVideosByPlayerLoader,
    page: () =>
      import('./routes/view-all-videos-by-player').then((m) => m.ViewAllVideosByPlayerRoute),
  },
  {
    name: 'shows',
    loader: showsLoader,
    page: () => import('./routes/shows').then((m) => m.ShowsRoute),
  },
  {
    name: 'show',
    loader: showLoader,
    page: () => import('./routes/show').then((m) => m.ShowRoute),
    notFound: () => import('./routes/show').then((m) => m.ShowNotFound),
  },
  {
    name: 'explorer',
    loader: explorerLoader,
    page: () => import('./routes/explorer').then((m) => m.ExplorerRoute),
  },
  {
    name: 'explorerForScouts',
    loader: explorerForScoutsLoader,
    page: () => import('./routes/explorer-for-scouts').then((m) => m.ExplorerForScoutsRoute),
  },
  {
    name: 'targets',
    loader: targetsLoader,
    page: () => import('./routes/targets').then((m) => m.TargetsRoute),
  },
  {
    name: 'studio',
    loader: studioLoader,
    page: () => import('./routes/studio').then((m) => m.StudioRoute),
  },
  {
    name: 'studioNew',
    loader: studioNewLoader,
    page: () => import('./routes/studio-editor').then((m) => m.StudioEditorRoute),
  },
  {
    name: 'studioEdit',
    loader: studioItemLoader,
    page: () => import('./routes/studio-editor').then((m) => m.StudioEditorRoute),
  },
  {
    name: 'studioModeration',
    loader: studioModerationLoader,
    page: () => import('./routes/studio-moderation').then((m) => m.StudioModerationRoute),
  },
  {
    name: 'studioAnalytics',
    loader: studioAnalyticsLoader,
    page: () => import('./routes/studio-analytics').then((m) => m.StudioAnalyticsRoute),
  },
  { name: 'profile', page: () => import('./routes/profile').then((m) => m.ProfileRoute) },
  { name: 'login', page: () => import('./routes/login').then((m) => m.LoginRoute) },
  { name: 'logout', page: () => import('./routes/logout').then((m) => m.LogoutRoute) },
  {
    name: 'forgotPassword',
    page: () => import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
  },
  {
    name: 'playerPortalAbout',
    page: () => import('./routes/player-portal-about').then((m) => m.PlayerPortalAboutRoute),
  },
  {
    name: 'playerPortalSignUp',
    page: () => import('./routes/player-portal-sign-up').then((m) => m.PlayerPortalSignUpRoute),
  },
  {
    name: 'playerPortalSetPassword',
    page: () =>
      import('./routes/player-portal-set-password').then((m) => m.PlayerPortalSetPasswordRoute),
  },
  {
    name: 'signUp',
    loader: signUpLoader,
    page: () => import('./routes/sign-up').then((m) => m.SignUpRoute),
  },
  { name: 'acctAction', page: () => import('./routes/acct-action').then((m) => m.AcctActionRoute) },
  {
    name: 'termsOfUse',
    page: () => import('./routes/terms-of-use').then((m) => m.TermsOfUseRoute),
  },
  {
    name: 'privacyPolicy',
    page: () => import('./routes/privacy-policy').then((m) => m.PrivacyPolicyRoute),
  },
  {
    name: 'publicBoard',
    loader: publicBoardLoader,
    page: () => import('./routes/public-board').then((m) => m.PublicBoardRoute),
  },
];

/** The page of a path no route opens. */
export const notFoundPage = () => import('./routes/not-found').then((m) => m.NotFoundRoute);

/** Spec §2: every route of the table but the open ones needs a signed-in user (the server's
 * document gate asks the same contract function). */
export const isGated: (name: RouteName) => boolean = isGatedRoute;
