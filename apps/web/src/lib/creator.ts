import type { Creator, FollowType } from '@hoopdex/contract';
import { env } from '../config/env';
import { paths } from '../config/paths';

type CreatorRef = Pick<Creator, 'type' | 'profile_key'>;

/** Spec §2: show -> /show/{key}, player -> /player/{key}, creator -> /creator/{key}, admin -> /. */
export function creatorPath(creator: CreatorRef): string {
  switch (creator.type) {
    case 'show':
      return paths.show(creator.profile_key);
    case 'player':
      return paths.player(creator.profile_key);
    case 'creator':
      return paths.creator(creator.profile_key);
    default:
      return paths.home();
  }
}

/** Admin creators speak as the product itself. */
export function creatorDisplayName(creator: Pick<Creator, 'type' | 'displayname'>): string {
  return creator.type === 'admin' ? env.productName : creator.displayname;
}

/** What kind of follow a creator's page takes: shows and players are followed as themselves. */
export function followTypeFor(creator: Pick<Creator, 'type'>): FollowType | null {
  if (creator.type === 'show' || creator.type === 'player' || creator.type === 'creator') return creator.type;
  return null;
}
