import { paths } from '../../config/paths';

export type TabId = 'discover' | 'leaderboards' | 'watch' | 'database' | 'scouting';
export type ActiveSection = TabId | 'profile' | null;

export type HeaderTab = { id: TabId; label: string; to: string };

const allTabs: readonly HeaderTab[] = [
  { id: 'discover', label: 'DISCOVER', to: paths.home() },
  { id: 'leaderboards', label: 'LEADERBOARDS', to: paths.analyze() },
  { id: 'watch', label: 'WATCH', to: paths.shows() },
  { id: 'database', label: 'DATABASE', to: paths.explorer() },
  { id: 'scouting', label: 'SCOUTING', to: paths.explorerForScouts() },
];

/** SCOUTING is only offered to users who passed the scout-access check. */
export function headerTabs(scoutAccess: boolean): HeaderTab[] {
  return allTabs.filter((tab) => tab.id !== 'scouting' || scoutAccess);
}

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Spec §2: the active tab comes from the path; /explorer/… is DATABASE, /profile/… is profile. */
export function activeSection(pathname: string): ActiveSection {
  if (pathname === '/') return 'discover';
  if (under(pathname, '/analyze')) return 'leaderboards';
  if (under(pathname, '/shows') || under(pathname, '/show')) return 'watch';
  // '/explorer-for-scouts' also starts with '/explorer', so match on whole segments.
  if (under(pathname, '/explorer-for-scouts')) return 'scouting';
  if (under(pathname, '/explorer')) return 'database';
  if (under(pathname, '/profile')) return 'profile';
  return null;
}
