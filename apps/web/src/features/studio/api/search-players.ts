import { api } from '../../../lib/api-client';

export type PlayerOption = { slug: string; name: string; team: string | null };

type PlayerRow = { slug: string; firstname: string; lastname: string; team_name: string | null };

/** Players to tag or @mention: /searchForPlayers by name, best known first. */
export async function searchPlayerOptions(text: string, signal?: AbortSignal): Promise<PlayerOption[]> {
  const q = text.trim();
  if (q.length < 2) return [];
  const { data } = await api.get<PlayerRow[]>('/searchForPlayers', {
    query: { q, limit: 8, sort: { trending_rank: 'asc', name: 'asc' } },
    signal,
  });
  return (data ?? []).map((p) => ({ slug: p.slug, name: `${p.firstname} ${p.lastname}`.trim(), team: p.team_name }));
}
