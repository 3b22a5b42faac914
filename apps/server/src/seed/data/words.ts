// Text building blocks for content, shows and gear. `{p}` is a player's name, `{t}` a team,
// `{o}` an opponent in the player's own league, `{L}` that league in words, `{n}` a number.

export const videoTitles = [
  '{p} drops {n} in {t} win over {o}', '{p} full highlights vs {o}', 'Film room: how {p} beats a drop coverage',
  '{p} mixtape: best plays of the season', '{L} top 10: {p} and the plays of the week', '{t} vs {o}: extended highlights',
  '{p} workout: footwork and finishing', '{p} postgame interview after {t} win', 'Every {p} dunk this month',
  'Is {p} the best two-way player in the country?', '{p} game-winner against {o}', 'Breaking down the {t} offense',
  '{p} and the art of the step-back', 'Scouting report: {p}', 'Day in the life: {p}', '{p} career-high {n} points',
] as const;

export const articleTitles = [
  'Why {p} is rising up draft boards', '{t} notebook: rotation questions after {n} games',
  'The quiet rise of {p}', 'Five takeaways from {t} vs {o}', 'Ranking the top {n} {L} guards this season',
  'NIL watch: {p} and the new market', 'What the numbers say about {p}', 'Inside the {t} comeback',
  'Mock draft: where {p} lands', 'Three {L} prospects to watch this weekend, starting with {p}', '{p} on pressure, family and film',
  'How {t} built the best defense in the league', 'The case for {p} as player of the year',
] as const;

export const postTexts = [
  'Great team win tonight. On to the next one.', 'Back in the gym at 6am. No days off.',
  'Thank you to everyone who came out tonight!', 'Film session done, locked in for the weekend.',
  'Blessed to be part of this team. Big week ahead.', 'New shoes, same work ethic.',
  'Proud of the group. We keep building.', 'Recovery day. Ice bath and film.',
  'Shoutout to the fans on the road, we heard you.', 'Summer work is paying off.',
] as const;

export const hashtagPool = [
  'hoops', 'basketball', 'highlights', 'ncaa', 'nba', 'gleague', 'wbb', 'mbb', 'draft', 'nil',
  'dunks', 'filmroom', 'scouting', 'prospects', 'marchmadness', 'workout', 'mixtape', 'defense',
] as const;

export const showTitles = [
  'The Pick and Pod', 'Courtside Live', 'Baseline Breakdown', 'Draft Lab', 'The Bench Mob',
  'Full Court Press', 'Paint Touches', 'The Ballers Table', 'Mid-Range Minds', 'Shot Clock',
  'Next Up', 'The Scouting Desk', 'Hardwood Hour', 'Glass Cleaners', 'Transition Game',
  'The Triple Double', 'Hoop Dreams Weekly', 'And One', 'Corner Three', 'The Big Board',
  'Rim Runners', 'Dribble Drive', 'The Film Session', 'Bracket Busters', 'Above the Break',
  'Pressure Point', 'The Locker Room', 'Hang Time', 'Second Chance', 'The Tip-Off',
  'Alley-Oop Radio', 'Box Score Breakdown', 'The Prospect Report', 'Womens Hoops Weekly',
  'Mid-Major Madness', 'The Assist', 'Tempo Free', 'The Rotation', 'Full Strength', 'Off the Glass',
] as const;

export const articleParagraphs = [
  'The first thing that stands out on tape is the pace. Every touch has a purpose, and the decisions come early.',
  'Coaches around the conference have started to game-plan for it, which says more than any stat line.',
  'There is still work to do as a defender, especially navigating screens, but the effort is there every night.',
  'Scouts in attendance noted the improved shooting mechanics: a quicker release and a more consistent base.',
  'The numbers back it up. Efficiency is up across the board, and the turnovers are trending down.',
  'Off the court, teammates describe a leader who shows up early and stays late.',
  'The next month of the schedule is brutal, and it will tell us a lot about where this group really stands.',
] as const;

export const gearCatalog = [
  ['Shoes', ['Stride Elevate 3', 'Apex Court Low', 'Kinetic Flight', 'Baseline Pro Mid']],
  ['Socks', ['Hoopwear Crew Cushion', 'Stride Grip Sock']],
  ['Arm Sleeve', ['Northpeak Compression Sleeve', 'Apex Shooter Sleeve']],
  ['Headband', ['Hoopwear Classic Band', 'Kinetic Dri Band']],
  ['Headphones', ['Soundcourt Studio', 'Pulse Buds Pro']],
  ['Backpack', ['Baseline Co. Team Pack', 'Northpeak Travel Bag']],
  ['Ball', ['Apex Indoor Game Ball', 'Stride Outdoor Pro']],
  ['Recovery', ['Kinetic Massage Gun', 'Northpeak Foam Roller']],
] as const;

export const gearBrands = ['Stride', 'Apex Court', 'Kinetic', 'Baseline Co.', 'Hoopwear', 'Northpeak', 'Soundcourt', 'Pulse'] as const;
