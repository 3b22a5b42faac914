import { sessionKey } from '../../../lib/auth';

/** Query keys of the account pages; the full account sits under the session key. */
export const authKeys = {
  account: () => [...sessionKey, 'full'] as const,
  playerSearch: (term: string) => ['player-portal', 'search', term] as const,
};
