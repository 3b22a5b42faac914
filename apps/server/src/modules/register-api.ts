import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { askRoutes } from './ask/ask.routes';
import { authRoutes } from './auth/auth.routes';
import { cardsRoutes } from './cards/cards.routes';
import { boxScoreImportRoutes } from './box-score-import/box-score-import.routes';
import { commentsRoutes } from './comments/comments.routes';
import { contentRoutes } from './content/content.routes';
import { studioRoutes } from './content/publishing/studio.routes';
import { uploadsRoutes } from './media/uploads/tus.routes';
import { imagesRoutes } from './media/images/images.routes';
import { hostedVideoRoutes } from './media/video/hosted-video.routes';
import { moderationRoutes } from './content/moderation/moderation.routes';
import { creatorsRoutes } from './creators/creators.routes';
import { draftRoutes } from './draft/draft.routes';
import { explorerRoutes } from './explorer/explorer.routes';
import { followsRoutes } from './follows/follows.routes';
import { healthRoutes } from './health/health.routes';
import { intelRoutes } from './intel/intel.routes';
import { eventsRoutes } from './notifications/events.routes';
import { unsubscribeRoutes } from './notifications/unsubscribe.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { leaderboardsRoutes } from './leaderboards/leaderboards.routes';
import { likesRoutes } from './likes/likes.routes';
import { organizationsRoutes } from './organizations/organizations.routes';
import { playByPlayRoutes } from './play-by-play/play-by-play.routes';
import { filmSyncRoutes } from './film-sync/film-sync.routes';
import { playersRoutes } from './players/players.routes';
import { projectionsRoutes } from './projections/index';
import { publicBoardsRoutes } from './scouting/public-boards.routes';
import { scoutingRoutes } from './scouting/scouting.routes';
import { playlistsRoutes } from './playlists/playlists.routes';
import { searchRoutes } from './search/search.routes';
import { showsRoutes } from './shows/shows.routes';
import { spotlightsRoutes } from './spotlights/spotlights.routes';
import { statsRoutes } from './stats/stats.routes';
import { videosRoutes } from './videos/videos.routes';

/**
 * Every module of the functions backend, mounted under /api. Add a module here: one line each,
 * so the list reads as the API's table of contents.
 */
export async function registerApiModules(api: FastifyInstance, deps: ModuleDeps) {
  await api.register(healthRoutes(deps));
  await api.register(authRoutes(deps));
  await api.register(contentRoutes(deps));
  await api.register(creatorsRoutes(deps));
  await api.register(videosRoutes(deps));
  await api.register(followsRoutes(deps));
  await api.register(searchRoutes(deps));
  await api.register(likesRoutes(deps));
  await api.register(commentsRoutes(deps));
  await api.register(showsRoutes(deps));
  await api.register(playlistsRoutes(deps));
  await api.register(draftRoutes(deps));
  await api.register(organizationsRoutes(deps));
  await api.register(playersRoutes(deps));
  await api.register(spotlightsRoutes(deps));
  await api.register(statsRoutes(deps));
  await api.register(leaderboardsRoutes(deps));
  await api.register(explorerRoutes(deps));
  await api.register(scoutingRoutes(deps));
  await api.register(publicBoardsRoutes(deps));
  await api.register(boxScoreImportRoutes(deps));
  await api.register(playByPlayRoutes(deps));
  await api.register(intelRoutes(deps));
  await api.register(projectionsRoutes(deps));
  await api.register(askRoutes(deps));
  await api.register(cardsRoutes(deps));
  await api.register(notificationsRoutes(deps));
  await api.register(studioRoutes(deps, deps.hosted.studio));
  await api.register(uploadsRoutes(deps, deps.hosted.media));
  await api.register(hostedVideoRoutes(deps));
  await api.register(filmSyncRoutes(deps));
  await api.register(moderationRoutes(deps));
  await api.register(imagesRoutes(deps));
  await api.register(eventsRoutes(deps));
  await api.register(unsubscribeRoutes(deps));
}
