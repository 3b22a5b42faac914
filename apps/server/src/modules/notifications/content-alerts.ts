import type { Database } from '../../db/client';
import type { PublishingEvents } from '../content/index';
import { announce, type AlertsBus } from './alerts-bus';
import { notify, type Audience } from './fan-out.service';

const what = { article: 'an article', video: 'a video', user_post: 'a post' } as const;

/** A one-line excerpt of a post for the notification (the full text is on the page). */
const excerpt = (text: string, max = 140) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * When an item goes public: one event, fanned out to the followers of its creator, of the show it
 * runs and of every player it tags (a follower of several hears once), then announced on the bus
 * so open inboxes and streams on every instance update.
 */
export function subscribeContentAlerts(
  db: Database,
  publishing: PublishingEvents,
  alerts: AlertsBus,
  log: { warn(obj: object, msg: string): void },
) {
  publishing.onPublished(async (e) => {
    const audience: Audience = {
      follows: [
        { type: 'creator', id: e.creator.id },
        ...(e.showId != null ? [{ type: 'show' as const, id: e.showId }] : []),
        ...e.playerIds.map((id) => ({ type: 'player' as const, id })),
      ],
    };
    const { eventId, notified } = await notify(
      db,
      {
        kind: 'creator_post',
        sourceId: e.contentId,
        title: `${e.creator.displayname} published ${what[e.contentType]}`,
        body: e.title ?? excerpt(e.text ?? ''),
        path: e.path,
        image: e.creator.image,
      },
      audience,
    );
    await announce(alerts, [eventId], log);
    return { notified };
  });
}
