import type { StatKey } from '@hoopdex/contract';

// The words fans use for what Hoopdex knows: the stat catalog, leagues, positions, classes,
// intervals, rankings and comparisons. Phrases are written as they read after
// tokenizeQuestion (lower case, accents folded, hyphens and punctuation as spaces), so
// "3-point %" is listed as "3 point %". docs/decisions/0013-ask-grammar.md explains the grammar.

/** A stat of the catalog, or the two figures that are not per-stat (Game Score, games played). */
export type AskStat = StatKey | 'performance' | 'games_played';
export type LeagueCode = 'nba' | 'gleague' | 'ncaam' | 'ncaaw' | 'wnba';
export type Position = 'Guard' | 'Forward' | 'Center';
export type SchoolYear = 'Freshman' | 'Sophomore' | 'Junior' | 'Senior';
export type Op = 'gte' | 'gt' | 'lte' | 'lt';

/** What a phrase means to the grammar. */
export type Meaning =
  | { kind: 'stat'; stat: AskStat }
  | { kind: 'league'; league: LeagueCode }
  /** A league fans name that Hoopdex does not cover: said so plainly, never read as the NBA. */
  | { kind: 'otherLeague'; name: string }
  /** "shooter": a shooting percentage when the question names no other stat. */
  | { kind: 'shooter' }
  | { kind: 'position'; position: Position }
  | { kind: 'class'; schoolYear: SchoolYear }
  | { kind: 'interval'; interval: 'latest_season' | 'lastweek' }
  /** "last" / "past": with a number and "games" it is "last N games". */
  | { kind: 'recent' }
  | { kind: 'games' }
  /** high = most, low = fewest, best / worst depend on whether more is better. */
  | { kind: 'rank'; dir: 'high' | 'low' | 'best' | 'worst'; takesCount: boolean }
  | { kind: 'cmp'; op: Op; after: boolean }
  | { kind: 'mode'; mode: 'average' | 'total' }
  | { kind: 'percent' }
  | { kind: 'compare' }
  /** A single game; some phrases also say which stat ("highest scoring game"). */
  | { kind: 'bestGame'; stat?: AskStat }
  /** "a double double": 10 or more in points and rebounds. */
  | { kind: 'doubleDouble' }
  | { kind: 'and' }
  | { kind: 'number'; value: number }
  /**
   * What a ranking is by, when not the stats done so far: Hoopdex Value (issue 33, the Value
   * board) or the projected rest-of-season average (issue 32).
   */
  | { kind: 'measure'; measure: 'value' | 'projected' }
  | { kind: 'stop' };

const entries: [string, Meaning][] = [];
const add = (meaning: Meaning, ...phrases: string[]) => {
  // A list is written 'a|b|c' so the tables stay one line per meaning.
  for (const p of phrases.flatMap((list) => list.split('|'))) entries.push([p, meaning]);
};
const stat = (s: AskStat, ...phrases: string[]) => add({ kind: 'stat', stat: s }, ...phrases);

stat(
  'pts',
  'points|point|pts|pt|ppg|scoring|scorer|scorers|score|scores|scored|buckets|bucket|buckets per game|scoring average|points scored|puts up the most points',
);
stat(
  'ast',
  'assists|assist|ast|asts|apg|dimes|dime|dishes|passer|passers|playmaker|playmakers|playmaking|passing|dimers',
);
stat(
  'reb',
  'rebounds|rebound|reb|rebs|rpg|boards|board|rebounding|rebounder|rebounders|glass|caroms',
);
stat('st', 'steals|steal|stl|stls|spg|swipes|swipe|thefts|pickpockets|takeaways');
stat(
  'blks',
  'blocks|block|blk|blks|bpg|rejections|swats|blocked shots|shot blocker|shot blockers|shot blocking|blocked|blocked the most shots|blocks shots|rim protector|rim protectors',
);
stat(
  'turnovers',
  'turnovers|turnover|tov|tovs|giveaways|turn overs|turnover prone|turns it over|turn it over|turns the ball over|coughs it up',
);
stat(
  'three_pm',
  'threes|3s|treys|triples|three pointers|3 pointers|3 pointer|three pointer|3 pm|3 ptm|3 s|3 pt makes|3 pt shots|3 pts|3 p|3 pt|3 pointers made|three pointers made|threes made|made threes|3 point makes|three point makes|three point shots|3 point shots|shooters from deep|long balls|deep balls|3 point field goals|three point field goals|triples made',
);
stat(
  'fgm',
  'field goals|field goals made|fgm|made field goals|made shots|made baskets|field goal makes|shots made',
);
stat('ftm', 'free throws|free throws made|ftm|made free throws|foul shots|free throw makes');
stat(
  'fg_percent',
  'field goal percentage|field goal %|field goal pct|fg percentage|fg %|fg pct|fgp|from the field|shooting percentage|shooting %|field goal shooting|efficient shooter|efficient shooters|shooting|fg percent|field goal percent',
);
stat(
  'ft_percent',
  'free throw percentage|free throw %|free throw pct|ft percentage|ft %|ft pct|ftp|from the line|from the stripe|from the free throw line|free throw shooting|free throw shooter|free throw shooters|foul shooting|ft percent|free throw percent|from the charity stripe',
);
stat(
  'three_point_percent',
  'three point percentage|3 point percentage|three point %|3 point %|3 p %|3 pt %|3 pt percentage|3 p percentage|3 pt shooting|3 pt %|3 pt percentage|three pt %|from three|from 3|from deep|from downtown|from beyond the arc|from the arc|three point shooting|3 point shooting|three point shooter|three point shooters|3 point shooter|3 point shooters|three pct|3 pct|3 p pct|3 pt pct|three point pct|3 point pct|from long range|three point percent|3 point percent|shooters from three',
);
// "best shooter(s)" with no other stat: 3-point percentage, qualified by makes (decision 0017).
add(
  { kind: 'shooter' },
  'shooter|shooters|pure shooter|pure shooters|sharpshooter|sharpshooters|marksman|marksmen',
);
stat(
  'performance',
  'best game score|top game score|performance|performances|game score|gmsc|game scores|overall|rated|best player|best players|top player|top players|top performers|performers|mvp|efficiency',
);
stat('games_played', 'games played', 'appearances', 'gp', 'games appeared');

const league = (l: LeagueCode, ...phrases: string[]) =>
  add({ kind: 'league', league: l }, ...phrases);
league('nba', 'nba', 'pros', 'pro', 'nba players');
league('gleague', 'g league|gleague|g leaguers|g league players|development league|nba g league');
league(
  'ncaam',
  'ncaa|ncaam|d 1|division 1|division i|d i|ncaa men|ncaa mens|ncaa men s|college|college men|mens college|men s college|college basketball|college players|ncaa men s basketball|men s ncaa|mens ncaa',
);
league(
  'ncaaw',
  'ncaaw|ncaa women|ncaa womens|ncaa women s|womens college|women s college|college women|wbb|women s basketball|womens basketball|women s ncaa|womens ncaa|women',
);

// The WNBA is read as itself: answered when a league of that name is stored, else said to be
// one Hoopdex does not cover.
league('wnba', 'wnba|women s nba|womens nba|wnba players');
const otherLeague = (name: string, ...phrases: string[]) =>
  add({ kind: 'otherLeague', name }, ...phrases);
otherLeague('EuroLeague', 'euroleague|euro league|euroleague basketball');
otherLeague('EuroCup', 'eurocup|euro cup');
otherLeague('NCAAWB', 'ncaawb');
otherLeague('NCAA Division II', 'd2|d ii|division 2|division ii|ncaa d2|ncaa division ii');
otherLeague('NCAA Division III', 'd3|d iii|division 3|division iii|ncaa d3');
otherLeague('NAIA', 'naia');
otherLeague('NBL', 'nbl');
otherLeague('ACB', 'acb|liga acb');
otherLeague('CBA', 'cba');
otherLeague('FIBA', 'fiba|olympics|olympic|world cup');
otherLeague('high school', 'high school|high schoolers|aau');

const position = (p: Position, ...phrases: string[]) =>
  add({ kind: 'position', position: p }, ...phrases);
position(
  'Guard',
  'guard|guards|point guard|point guards|shooting guard|shooting guards|combo guard|combo guards|backcourt|pg|sg|ball handlers|lead guards',
);
position(
  'Forward',
  'forward|forwards|small forward|small forwards|power forward|power forwards|wing|wings|sf|pf|stretch four|stretch fours',
);
position(
  'Center',
  'center|centers|centre|centres|big|bigs|big man|big men|bigmen|post players|fives',
);

const schoolYear = (y: SchoolYear, ...phrases: string[]) =>
  add({ kind: 'class', schoolYear: y }, ...phrases);
schoolYear(
  'Freshman',
  'freshman|freshmen|frosh|first year|first years|first year players|fr|freshies',
);
schoolYear('Sophomore', 'sophomore', 'sophomores', 'soph', 'sophs', 'second year', 'second years');
schoolYear('Junior', 'junior', 'juniors', 'third year', 'jr', 'third years');
schoolYear('Senior', 'senior', 'seniors', 'fourth year', 'sr', 'fourth years', 'upperclassmen');

const interval = (i: 'latest_season' | 'lastweek', ...phrases: string[]) =>
  add({ kind: 'interval', interval: i }, ...phrases);
interval(
  'latest_season',
  'this season|season|this year|so far|so far this season|on the season|the season|this campaign|campaign|year|current season|this season so far|all season|on the year|season long|seasonal|for the season|right now|currently|now|these days',
);
interval(
  'lastweek',
  'last week|this week|past week|the week|week|weekly|last 7 days|past 7 days|last seven days|past seven days|previous week|lately|recently|this past week|over the last week|in the last week|the past week|last weeks',
);
add(
  { kind: 'recent' },
  'last|past|previous|over the last|in the last|over the past|in the past|in his last|in her last|over his last|over her last|his last|her last|their last|the last',
);
add({ kind: 'games' }, 'games', 'game', 'outings', 'contests', 'gms');

const rank = (dir: 'high' | 'low' | 'best' | 'worst', takesCount: boolean, ...phrases: string[]) =>
  add({ kind: 'rank', dir, takesCount }, ...phrases);
rank(
  'high',
  true,
  'top|most|highest|leads|lead|leader|leaders|leading|led|more|max|maximum|the most|biggest|greatest|largest|tops|leaderboard|king|kings|ranking|rankings|rank|ranks|ranked|sort by|sorted by|order by|ordered by|first in|number one|no 1|1 in|most prolific|highest rated|top ranked|who has the most|high',
);
rank(
  'low',
  true,
  'fewest|least|lowest|fewer|less|min|minimum|the fewest|the least|bottom|last in|smallest|lowest rated|low',
);
rank('best', true, 'best', 'elite', 'finest', 'greatest players', 'strongest', 'better');
rank('worst', true, 'worst', 'poorest', 'weakest', 'worse', 'least efficient');

const cmp = (op: Op, after: boolean, ...phrases: string[]) =>
  add({ kind: 'cmp', op, after }, ...phrases);
cmp(
  'gt',
  false,
  'over|above|more than|greater than|higher than|better than|>|north of|in excess of|exceeding|beyond',
);
cmp(
  'gte',
  false,
  'at least|atleast|minimum of|a minimum of|>=|> =|no less than|no fewer than|min of',
);
cmp('lt', false, 'under|below|less than|fewer than|lower than|worse than|<|south of|shy of');
cmp(
  'lte',
  false,
  'at most|atmost|no more than|maximum of|a maximum of|<=|< =|max of|not more than|up to',
);
cmp('gte', true, '+', 'plus', 'or more', 'or better', 'or higher', 'or above', 'or over');
cmp('lte', true, 'or less', 'or fewer', 'or lower', 'or below', 'or under');

const mode = (m: 'average' | 'total', ...phrases: string[]) =>
  add({ kind: 'mode', mode: m }, ...phrases);
mode(
  'average',
  'per game|a game|per night|a night|each game|every game|nightly|average|averages|averaging|averaged|avg|avgs|per contest|a contest|pg average|on average|per outing|an outing|per|game average',
);
mode(
  'total',
  'total|totals|in total|combined|overall total|cumulative|sum|aggregate|in all|altogether',
);

add({ kind: 'percent' }, '%', 'percent', 'percentage', 'pct', 'per cent');
add(
  { kind: 'compare' },
  'compare|comparison|compared|compared to|compared with|vs|v|versus|against|or|head to head|side by side|better|who is better|whos better|stack up|stacks up|match up|matchup',
);
add(
  { kind: 'bestGame', stat: 'pts' },
  'highest scoring game|highest scoring games|biggest scoring game|scoring high|most points in a game|most points in one game',
);
add({ kind: 'doubleDouble' }, 'double double', 'double doubles', 'a double double');
add(
  { kind: 'bestGame' },
  'best game|best games|top game|top games|career high|career best|season high|season best|biggest game|best performance|best night|in a game|in one game|in a single game|single game|in a night|one game|best outing|best single game|monster game|big game|best showing',
);
add({ kind: 'and' }, 'and', '&', 'with', 'plus', ',', 'also');

// Value and projections (issues 33 and 32). Listed before the stop words so "who will" is read
// as the future, not as two stop words; "will" alone stays a stop word (and a first name).
// "mvp" stays Game Score: it names an award for play, not the Value.
add(
  { kind: 'measure', measure: 'value' },
  'valuable|value|values|valued|hoopdex value|nil value|nil values|valuation|valuations|nil valuation|nil valuations|marketable|endorsement value',
);
add(
  { kind: 'measure', measure: 'projected' },
  'projected|projection|projections|projects|projecting|project|forecast|forecasts|forecasted|predicted|prediction|predictions|expected to|who will|will they|rest of the season|the rest of the season|rest of season|the rest of season|rest of the year|the rest of the year|rest of the way|the rest of the way|going forward|from here on|from now on|down the stretch',
);

/** Number words a fan writes out ("top five", "last ten games"). */
const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
numberWords.forEach((w, i) => add({ kind: 'number', value: i }, w));
add({ kind: 'number', value: 30 }, 'thirty');
add({ kind: 'number', value: 40 }, 'forty');
add({ kind: 'number', value: 50 }, 'fifty');
add({ kind: 'number', value: 10 }, 'double digits', 'double figures');

/** Words that carry no meaning of their own here; never reported as "not placed". */
add(
  { kind: 'stop' },
  ...`who whos who s whose what whats what s which is are was were the a an in of on for by to
  me us show shows showing list give get gets getting got find tell let see display players player guys
  among at has have had does do did doing is it its it s this that those these his her their he she they them
  him i you your my our we so currently right how many much up puts put putting put up rack racking racks
  there any all every each stats statistics stat numbers line lines figures number been being be can could
  would should will please thanks thank hey hi yo ok okay just only also really very pretty currently
  averaging leading league the league people someone somebody anyone guy gal gals ones one s team s teams s
  whole entire season s far with from as than then about around roughly approximately nearly almost
  than get s name names made make makes making hit hits hitting grabbed grab grabs grabbing dished dishing
  shoots shoot shot shots shooters shooter played playing plays posting posted posts pulled pulling down
  recorded records recording collected collects producing produces men man guy gals ladies
  biggest who s is the are there lot lots look looking looks and i m im want know
  leaderboard list of best at good great stat line statline numbers are
  basketball hoops bball nation country nationally defenders defender rate`.split(/\s+/),
);

/** Longest phrase first, keyed by its first word: the tokenizer walks the question once. */
export interface Phrase {
  words: string[];
  meaning: Meaning;
}
export const phrasesByFirstWord: Map<string, Phrase[]> = (() => {
  const map = new Map<string, Phrase[]>();
  const seen = new Set<string>();
  for (const [text, meaning] of entries) {
    if (seen.has(text)) continue; // the first meaning listed for a phrase wins
    seen.add(text);
    const words = text.split(' ');
    const list = map.get(words[0] as string) ?? [];
    list.push({ words, meaning });
    map.set(words[0] as string, list);
  }
  for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length);
  return map;
})();

/** How the answers name things. */
export const leagueNames: Record<LeagueCode, string> = {
  nba: 'NBA',
  gleague: 'G League',
  ncaam: 'NCAA Men',
  ncaaw: 'NCAA Women',
  wnba: 'WNBA',
};
export const isCollegeLeague = (l: LeagueCode) => l === 'ncaam' || l === 'ncaaw';
