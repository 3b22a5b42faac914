import type { Database } from '../../../db/client';
import type { Cache } from '../../../lib/cache';
import { dropPublicContent } from './content-cache';
import type { PublishingEvents } from './publishing-events';
import { publishDueItems } from './scheduled-publish';

export interface StudioJobDeps {
  db: Database;
  cache: Cache;
  publishing: PublishingEvents;
  log: { warn(obj: object, msg: string): void };
}

/**
 * One tick of scheduled publishing: due items go public (claimed once across instances), the
 * caches drop on every instance, then the alerts go out. Answers how many were published.
 */
export async function publishDue(deps: StudioJobDeps, now = new Date()): Promise<number> {
  const events = await publishDueItems(deps.db, now);
  if (!events.length) return 0;
  await dropPublicContent(deps.cache);
  for (const e of events) await deps.publishing.published(e);
  return events.length;
}

/** Ticks every `intervalMs` (every instance ticks; the claim makes one of them win). */
export function startScheduledPublishing(deps: StudioJobDeps, intervalMs: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    publishDue(deps)
      .catch((err: unknown) => deps.log.warn({ err }, 'scheduled publishing failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
