import type { ModuleDeps } from '../../deps';
import { normalizeSearch } from '../../lib/normalize';
import { searchByKeyword } from '../search/index';
import { editDistance } from './grammar/match-phrases';

export interface NamedPlayer {
  slug: string;
  firstname: string;
  lastname: string;
}

/** Candidates looked at per lookup: the search's best few (it ranks trending players first). */
const CANDIDATES = 5;
/** Lookups one question may make (each is a cached search of docs/decisions/0003). */
const MAX_LOOKUPS = 8;

/**
 * Finds the players a question names, with the search module's ranking and its typo and
 * accent tolerance ("sorvik" finds "Sørvik", "marvile" finds "Marville"). A candidate counts
 * only when every word typed is a name word, its start (3+ letters) or a near miss of it, so
 * words that merely occur inside a name ("the", "week") do not name anyone. A run of words
 * that names nobody is tried as two names ("marville sorvik"), then without its first or last
 * word; what is left over is returned as unplaced.
 */
export async function resolvePlayers(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  runs: string[],
  splitPairs: boolean,
): Promise<{ players: NamedPlayer[]; unplaced: string[] }> {
  let lookups = 0;
  const find = async (text: string): Promise<NamedPlayer | undefined> => {
    if (lookups++ >= MAX_LOOKUPS || !/[\p{L}\p{N}]{2}/u.test(text)) return undefined;
    const { result } = await searchByKeyword(
      deps.db.db,
      deps.cache,
      normalizeSearch(text),
      ['players'],
      {
        limit: CANDIDATES,
        offset: 0,
      },
    );
    return (result.players ?? []).find((p) => namesPlayer(text, p.firstname, p.lastname));
  };
  const players: NamedPlayer[] = [];
  const unplaced: string[] = [];
  const keep = (p: NamedPlayer) => {
    if (!players.some((q) => q.slug === p.slug))
      players.push({ slug: p.slug, firstname: p.firstname, lastname: p.lastname });
  };
  for (const run of runs) {
    const whole = await find(run);
    if (whole) {
      keep(whole);
      continue;
    }
    const words = run.split(' ');
    let placed = false;
    if (splitPairs && words.length >= 2) {
      for (let k = 1; k < words.length && !placed; k++) {
        const [a, b] = [
          await find(words.slice(0, k).join(' ')),
          await find(words.slice(k).join(' ')),
        ];
        if (a && b) {
          keep(a);
          keep(b);
          placed = true;
        }
      }
    }
    if (!placed && words.length >= 2) {
      for (const [name, rest] of [
        [words.slice(1), words[0]],
        [words.slice(0, -1), words.at(-1)],
      ] as const) {
        const p = await find(name.join(' '));
        if (p) {
          keep(p);
          unplaced.push(rest as string);
          placed = true;
          break;
        }
      }
    }
    if (!placed) unplaced.push(run);
  }
  return { players, unplaced };
}

/** Every typed word is one of the name's words, a start of one (3+ letters) or a near miss. */
export function namesPlayer(text: string, firstname: string, lastname: string): boolean {
  const nameWords = normalizeSearch(`${firstname} ${lastname}`).split(/[\s-]+/);
  return normalizeSearch(text)
    .split(/[\s-]+/)
    .every((w) =>
      nameWords.some((n) => {
        if (n === w || (w.length >= 3 && n.startsWith(w))) return true;
        const allowed = n.length >= 8 ? 2 : n.length >= 4 ? 1 : 0;
        return allowed > 0 && editDistance(w, n, allowed) <= allowed;
      }),
    );
}
