/**
 * What publishing tells the rest of the server. The content module publishes; notifications
 * subscribes and fans alerts out (it no longer publishes itself). Listeners run in order and
 * are awaited, so an answer can say how many followers were told.
 */
export interface ContentPublished {
  contentId: number;
  contentType: 'article' | 'video' | 'user_post';
  creator: { id: number; displayname: string; image: string | null };
  showId: number | null;
  /** Tagged players: their followers hear of it too. */
  playerIds: number[];
  title: string | null;
  /** Plain-text excerpt source. */
  text: string | null;
  path: string;
}

export type PublishedListener = (e: ContentPublished) => Promise<{ notified: number } | void>;

export interface PublishingEvents {
  onPublished(listener: PublishedListener): void;
  published(e: ContentPublished): Promise<{ notified: number }>;
}

export function createPublishingEvents(): PublishingEvents {
  const listeners: PublishedListener[] = [];
  return {
    onPublished: (l) => void listeners.push(l),
    async published(e) {
      let notified = 0;
      for (const l of listeners) notified += (await l(e))?.notified ?? 0;
      return { notified };
    },
  };
}
