import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../app';
import { authRoutes } from './auth/auth.routes';
import { contentRoutes } from './content/content.routes';
import { creatorsRoutes } from './creators/creators.routes';
import { healthRoutes } from './health/health.routes';
import { leaderboardsRoutes } from './leaderboards/leaderboards.routes';
import { organizationsRoutes } from './organizations/organizations.routes';
import { playersRoutes } from './players/players.routes';
import { spotlightsRoutes } from './spotlights/spotlights.routes';
import { statsRoutes } from './stats/stats.routes';

/**
 * Every module of the functions backend, mounted under /api. Add a module here: one line each,
 * so the list reads as the API's table of contents.
 */
export async function registerApiModules(api: FastifyInstance, deps: ModuleDeps) {
  await api.register(healthRoutes(deps));
  await api.register(authRoutes(deps));
  await api.register(contentRoutes(deps));
  await api.register(creatorsRoutes(deps));
  await api.register(organizationsRoutes(deps));
  await api.register(playersRoutes(deps));
  await api.register(spotlightsRoutes(deps));
  await api.register(statsRoutes(deps));
  await api.register(leaderboardsRoutes(deps));
}
