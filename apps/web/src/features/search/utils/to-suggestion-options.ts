import { paths } from '../../../config/paths';
import { creatorDisplayName, creatorPath } from '../../../lib/creator';
import type { SearchSuggestions } from '../api/get-search-suggestions';

export type SuggestionOption = {
  id: string;
  group: 'Players' | 'Creators';
  label: string;
  detail: string | null;
  href: string;
};

const PER_GROUP = 5;

/** Flattens the answer into one navigable list: players first, then creators. */
export function toSuggestionOptions(data: SearchSuggestions | undefined): SuggestionOption[] {
  if (!data) return [];
  const players = (data.players ?? []).slice(0, PER_GROUP).map<SuggestionOption>((player) => ({
    id: `player-${player.id}`,
    group: 'Players',
    label: `${player.firstname} ${player.lastname}`,
    detail: player.team_name,
    href: paths.player(player.slug),
  }));
  const creators = (data.creators ?? [])
    .filter((creator) => creator.type !== 'admin')
    .slice(0, PER_GROUP)
    .map<SuggestionOption>((creator) => ({
      id: `creator-${creator.id}`,
      group: 'Creators',
      label: creatorDisplayName(creator),
      detail: null,
      href: creatorPath(creator),
    }));
  return [...players, ...creators];
}
