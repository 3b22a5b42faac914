import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen';
import { ShellHeader } from '../components/layout/shell-header';
import { env } from '../config/env';
import { RouteError } from '../components/layout/route-error';
import { routePatterns } from '../config/paths';
import { loadChunk } from '../lib/lazy-chunk';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { analyzeLoader } from './routes/analyze.loader';
import { articleLoader } from './routes/article.loader';
import { creatorLoader } from './routes/creator.loader';
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
import { videoLoader } from './routes/video.loader';

/** A lazily loaded page: its chunk goes through loadChunk (120 s timeout, 'Loading chunk failed'). */
function page<M>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await loadChunk(importer)) }) };
}

// Spec §2 route table. Pages that later issues fill in already have their own chunk here.
// Loaders warm the query cache (DESIGN convention 4): they run alongside the lazy chunk, never
// wait for their requests, and fetch nothing for a signed-out visitor (see warm-cache.ts).
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const gated: RouteObject[] = [
    {
      index: true,
      loader: homeLoader(queryClient),
      ...page(
        () => import('./routes/home'),
        (m) => m.HomeRoute,
      ),
    },
    {
      path: routePatterns.players,
      loader: playersLoader(queryClient),
      ...page(
        () => import('./routes/players'),
        (m) => m.PlayersRoute,
      ),
    },
    {
      path: routePatterns.analyze,
      loader: analyzeLoader(queryClient),
      ...page(
        () => import('./routes/analyze'),
        (m) => m.AnalyzeRoute,
      ),
    },
    {
      path: routePatterns.video,
      loader: videoLoader(queryClient),
      ...page(
        () => import('./routes/video'),
        (m) => m.VideoRoute,
      ),
    },
    {
      path: routePatterns.article,
      loader: articleLoader(queryClient),
      ...page(
        () => import('./routes/article'),
        (m) => m.ArticleRoute,
      ),
    },
    {
      path: routePatterns.search,
      loader: searchLoader(queryClient),
      ...page(
        () => import('./routes/search'),
        (m) => m.SearchRoute,
      ),
    },
    {
      path: routePatterns.viewAllVideoResults,
      ...page(
        () => import('./routes/view-all-video-results'),
        (m) => m.ViewAllVideoResultsRoute,
      ),
    },
    {
      path: routePatterns.playerCompare,
      ...page(
        () => import('./routes/compare'),
        (m) => m.CompareRoute,
      ),
    },
    {
      path: routePatterns.playerPlays,
      loader: playerPlaysLoader(queryClient),
      ...page(
        () => import('./routes/player-plays'),
        (m) => m.PlayerPlaysRoute,
      ),
    },
    {
      path: routePatterns.player,
      loader: playerLoader(queryClient),
      ...page(
        () => import('./routes/player'),
        (m) => m.PlayerRoute,
      ),
    },
    {
      path: routePatterns.value,
      loader: valueLoader(queryClient),
      ...page(
        () => import('./routes/value'),
        (m) => m.ValueRoute,
      ),
    },
    {
      path: routePatterns.game,
      loader: gameLoader(queryClient),
      ...page(
        () => import('./routes/game'),
        (m) => m.GameRoute,
      ),
    },
    {
      path: routePatterns.creator,
      loader: creatorLoader(queryClient),
      ...page(
        () => import('./routes/creator'),
        (m) => m.CreatorRoute,
      ),
    },
    {
      path: routePatterns.viewAllVideosByPlayer,
      ...page(
        () => import('./routes/view-all-videos-by-player'),
        (m) => m.ViewAllVideosByPlayerRoute,
      ),
    },
    {
      path: routePatterns.shows,
      loader: showsLoader(queryClient),
      ...page(
        () => import('./routes/shows'),
        (m) => m.ShowsRoute,
      ),
    },
    {
      path: routePatterns.show,
      loader: showLoader(queryClient),
      ...page(
        () => import('./routes/show'),
        (m) => m.ShowRoute,
      ),
    },
    {
      path: routePatterns.explorer,
      ...page(
        () => import('./routes/explorer'),
        (m) => m.ExplorerRoute,
      ),
    },
    {
      path: routePatterns.explorerForScouts,
      ...page(
        () => import('./routes/explorer-for-scouts'),
        (m) => m.ExplorerForScoutsRoute,
      ),
    },
    {
      path: routePatterns.targets,
      loader: targetsLoader(queryClient),
      ...page(
        () => import('./routes/targets'),
        (m) => m.TargetsRoute,
      ),
    },
    {
      path: routePatterns.studio,
      loader: studioLoader(queryClient),
      ...page(
        () => import('./routes/studio'),
        (m) => m.StudioRoute,
      ),
    },
    {
      path: routePatterns.studioNew,
      loader: studioNewLoader(queryClient),
      ...page(
        () => import('./routes/studio-editor'),
        (m) => m.StudioEditorRoute,
      ),
    },
    {
      path: routePatterns.studioEdit,
      loader: studioItemLoader(queryClient),
      ...page(
        () => import('./routes/studio-editor'),
        (m) => m.StudioEditorRoute,
      ),
    },
    {
      path: routePatterns.studioModeration,
      loader: studioModerationLoader(queryClient),
      ...page(
        () => import('./routes/studio-moderation'),
        (m) => m.StudioModerationRoute,
      ),
    },
    {
      path: routePatterns.studioAnalytics,
      loader: studioAnalyticsLoader(queryClient),
      ...page(
        () => import('./routes/studio-analytics'),
        (m) => m.StudioAnalyticsRoute,
      ),
    },
    {
      path: routePatterns.projectionsAccuracy,
      loader: projectionsAccuracyLoader(queryClient),
      ...page(
        () => import('./routes/projections-accuracy'),
        (m) => m.ProjectionsAccuracyRoute,
      ),
    },
    {
      path: routePatterns.profile,
      ...page(
        () => import('./routes/profile'),
        (m) => m.ProfileRoute,
      ),
    },
  ];

  const open: RouteObject[] = [
    {
      path: routePatterns.login,
      ...page(
        () => import('./routes/login'),
        (m) => m.LoginRoute,
      ),
    },
    {
      path: routePatterns.logout,
      ...page(
        () => import('./routes/logout'),
        (m) => m.LogoutRoute,
      ),
    },
    {
      path: routePatterns.forgotPassword,
      ...page(
        () => import('./routes/forgot-password'),
        (m) => m.ForgotPasswordRoute,
      ),
    },
    {
      path: routePatterns.playerPortalAbout,
      ...page(
        () => import('./routes/player-portal-about'),
        (m) => m.PlayerPortalAboutRoute,
      ),
    },
    {
      path: routePatterns.playerPortalSignUp,
      ...page(
        () => import('./routes/player-portal-sign-up'),
        (m) => m.PlayerPortalSignUpRoute,
      ),
    },
    {
      path: routePatterns.playerPortalSetPassword,
      ...page(
        () => import('./routes/player-portal-set-password'),
        (m) => m.PlayerPortalSetPasswordRoute,
      ),
    },
    {
      path: routePatterns.signUp,
      loader: signUpLoader(queryClient),
      ...page(
        () => import('./routes/sign-up'),
        (m) => m.SignUpRoute,
      ),
    },
    {
      path: routePatterns.acctAction,
      ...page(
        () => import('./routes/acct-action'),
        (m) => m.AcctActionRoute,
      ),
    },
    {
      path: routePatterns.termsOfUse,
      ...page(
        () => import('./routes/terms-of-use'),
        (m) => m.TermsOfUseRoute,
      ),
    },
    {
      path: routePatterns.privacyPolicy,
      ...page(
        () => import('./routes/privacy-policy'),
        (m) => m.PrivacyPolicyRoute,
      ),
    },
    {
      path: routePatterns.publicBoard,
      loader: publicBoardLoader(queryClient),
      ...page(
        () => import('./routes/public-board'),
        (m) => m.PublicBoardRoute,
      ),
    },
    {
      path: '*',
      ...page(
        () => import('./routes/not-found'),
        (m) => m.NotFoundRoute,
      ),
    },
  ];

  return [
    {
      element: <RootLayout />,
      // Last resort if the layout itself fails; page errors are caught one level down so the
      // header and footer stay usable.
      errorElement: <RouteError />,
      // The HTML shell's header bar stays while the first page's code loads (no blank flash).
      hydrateFallbackElement: (
        <>
          <ShellHeader productName={env.productName} />
          <LoadingScreen />
        </>
      ),
      children: [
        {
          errorElement: <RouteError />,
          children: [{ element: <RequireAuth />, children: gated }, ...open],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
