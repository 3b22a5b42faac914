import type { Creator } from '@hoopdex/contract';
import { creators } from '../../db/schema/index';

// A creator as every list shows it (content cards, search, the creators page). Content rows
// join it (content/content-row.ts), so it lives here: content depends on creators, not back.

export const creatorColumns = {
  id: creators.id,
  type: creators.type,
  displayname: creators.displayname,
  profile_key: creators.profileKey,
  image: creators.image,
};

type CreatorRow = Pick<Creator, 'id' | 'type' | 'displayname' | 'profile_key' | 'image'>;

export const toCreator = (row: CreatorRow): Creator => ({ ...row });
