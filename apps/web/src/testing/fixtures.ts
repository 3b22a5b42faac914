import type { ContentItem, Creator, DraftPick, League, Player, Show } from '@hoopdex/contract';

export function makeCreator(overrides: Partial<Creator> = {}): Creator {
  return { id: 1, type: 'creator', displayname: 'Court Vision', profile_key: 'court-vision', image: '/media/c/1.jpg', ...overrides };
}

export function makeContentItem(overrides: Partial<ContentItem> = {}, content: Partial<ContentItem['content']> = {}): ContentItem {
  return {
    id: 42,
    content_type: 'video',
    creator: makeCreator(),
    publishedat: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    featured: false,
    like_count: 0,
    view_count: 0,
    ...overrides,
    content: {
      title: 'Crossover of the week',
      image: null,
      videoid: 'abc123',
      playlistid: null,
      hashtags: 'hoops, #crossover',
      channellogo: null,
      type: 'youtube',
      body: null,
      ...content,
    },
  };
}

export function makeShow(overrides: Partial<Show> = {}): Show {
  return {
    id: 7,
    slug: 'the-hoop-show',
    title: 'The Hoop Show',
    cardimage: '/media/shows/7.jpg',
    description: 'Weekly highlights and breakdowns.',
    shortdescription: null,
    longdescription: null,
    creator_id: null,
    ...overrides,
  };
}

export function makeLeague(id: number, name: string, display_name: string): League {
  return { id, name, display_name };
}

export const leagues: League[] = [
  makeLeague(1, 'nba', 'NBA'),
  makeLeague(2, 'ncaamb', 'NCAA Men'),
  makeLeague(3, 'gleague', 'G League'),
];

export function makeDraftPick(position: number): DraftPick {
  return {
    draftposition: position,
    draftyear: 2025,
    imageuri: null,
    name: `Player ${position}`,
    slug: `player-${position}`,
    school: `School ${position}`,
  };
}

export function makePlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 9,
    slug: 'jane-doe',
    firstname: 'Jane',
    lastname: 'Doe',
    team_name: 'Lakers',
    imageuri: null,
    trending_rank: 1,
    team_logo: null,
    league_logo: null,
    league_id: 1,
    league_name: 'nba',
    position: 'Guard',
    school_year: null,
    height_in: 74,
    weight_lbs: 180,
    school: null,
    hometown: null,
    jersey: '7',
    bio: null,
    fan_count: 10,
    ...overrides,
  };
}
