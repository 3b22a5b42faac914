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
  /**
   * Public content changed (published, edited, hidden, deleted, a transcode done): the modules
   * whose reads list content drop them. Wired in app.ts, so content never imports the modules
   * that import it (no circle: src/import-graph.test.ts).
   */
  onChanged(listener: () => Promise<void>): void;
  changed(): Promise<void>;
}

export function createPublishingEvents(): PublishingEvents {
  const listeners: PublishedListener[] = [];
  const changeListeners: Array<() => Promise<void>> = [];
  return {
    onPublished: (l) => void listeners.push(l),
    onChanged: (l) => void changeListeners.push(l),
    async changed() {
      await Promise.all(changeListeners.map((l) => l()));
    },
    async published(e) {
      let notified = 0;
      for (const l of listeners) notified += (await l(e))?.notified ?? 0;
      return { notified };
    },
  };
}
