/** Query keys of the playlists. */
export const playlistKeys = {
  all: ['playlists'] as const,
  featured: () => ['playlists', 'featured'] as const,
  detail: (id: string) => ['playlists', 'detail', id] as const,
};
