// The header's search box sends text that reads like a stat question to Ask Hoopdex instead of
// the keyword search. A quick look, not the grammar (that lives on the server): a question
// word or ranking word first, a question mark, or a stat word among three or more words.
const openers =
  /^(who|whos|who's|what|which|how|top|most|best|worst|fewest|least|highest|lowest|leaders?|leading|compare|players|list|show|rank)\b/;
const statWords =
  /\b(points|ppg|assists|apg|dimes|rebounds|rpg|boards|steals|swipes|blocks|threes|3s|turnovers|scoring|scorers?|rebounders?|passers?|averaging|per game|shooting|percentage|fg%|ft%|3pt|vs|versus|best game|last \d+ games)\b/;

export function isQuestion(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (!t) return false;
  if (t.endsWith('?') || openers.test(t)) return true;
  return t.split(/\s+/).length >= 3 && statWords.test(t);
}
