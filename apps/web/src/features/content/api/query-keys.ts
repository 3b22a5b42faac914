/** Query keys of articles and videos, the home feed included. */
export const contentKeys = {
  all: ['content'] as const,
  /** Both feeds, the personal one and everyone's; a follow changes the personal one. */
  feeds: () => ['content', 'feed'] as const,
  feed: (personal: boolean) => ['content', 'feed', { personal }] as const,
  featured: () => ['content', 'featured'] as const,
  /** Every video page's item (keyed by numeric id or the player's video id). */
  videos: () => ['content', 'video'] as const,
  video: (videoId: string) => ['content', 'video', videoId] as const,
  videoPlayers: (videoId: number | string) => ['content', 'video-players', String(videoId)] as const,
  articles: () => ['content', 'article'] as const,
  article: (id: string) => ['content', 'article', id] as const,
  list: (params: object) => ['content', 'list', params] as const,
  pages: (params: object) => ['content', 'pages', params] as const,
  videosByPlayer: (playerId: number, page: number) => ['content', 'videos-by-player', playerId, { page }] as const,
};
