import type {
  CatalogueEntry,
  EditedLeague,
  NewLeague,
  PlayerHistory,
  PlayerMerge,
  SearchResult,
} from '@hoopdex/contract';
import { api } from '../../../lib/api-client';

/** POST /api/admin/leagues: a league not in the catalogue yet. */
export async function addLeague(league: NewLeague): Promise<CatalogueEntry> {
  return (await api.post<CatalogueEntry>('/admin/leagues', league, { auth: true })).data;
}

/** PUT /api/admin/leagues/{slug}: a catalogue entry corrected (its code stays). */
export async function editLeague(slug: string, league: EditedLeague): Promise<CatalogueEntry> {
  return (
    await api.put<CatalogueEntry>(`/admin/leagues/${encodeURIComponent(slug)}`, league, {
      auth: true,
    })
  ).data;
}

/** DELETE /api/admin/leagues/{slug}: an added league with no data (409 says why not). */
export async function deleteLeague(slug: string): Promise<void> {
  await api.delete(`/admin/leagues/${encodeURIComponent(slug)}`, undefined, { auth: true });
}

export type PlayerPick = NonNullable<SearchResult['players']>[number];

/** Players whose name matches, for picking the two of a merge. */
export async function findPlayers(keyword: string): Promise<PlayerPick[]> {
  const { data } = await api.get<SearchResult>('/searchByKeyword', {
    query: { keyword, 'only[]': 'players', limit: 8 },
  });
  return data.players ?? [];
}

export async function getMerges(): Promise<PlayerMerge[]> {
  return (await api.get<PlayerMerge[]>('/admin/players/merges', { auth: true })).data;
}

export async function mergePlayers(keep: number, merge: number): Promise<PlayerMerge> {
  return (await api.post<PlayerMerge>('/admin/players/merge', { keep, merge }, { auth: true }))
    .data;
}

export async function undoMerge(id: number): Promise<PlayerMerge> {
  return (await api.post<PlayerMerge>(`/admin/players/merges/${id}/undo`, {}, { auth: true })).data;
}

/** PUT /api/admin/players/{slug}/history: whether our data holds the player's whole career. */
export async function setCareerHistory(slug: string, whole: boolean): Promise<PlayerHistory> {
  return (
    await api.put<PlayerHistory>(
      `/admin/players/${encodeURIComponent(slug)}/history`,
      { history_complete: whole },
      { auth: true },
    )
  ).data;
}
