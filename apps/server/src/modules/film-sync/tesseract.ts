import { execFile, type ChildProcess } from 'node:child_process';
import type { OcrWord } from './scoreboard-text';

/**
 * tesseract's TSV: level-5 rows are words with their box and confidence. No character
 * whitelist: a scoreboard's letters (team names, `Q1`, `2ND`) read as letters, not as digit
 * noise around the clock (issue 29).
 */
export function wordsOf(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const line of tsv.split('\n')) {
    const c = line.split('\t');
    if (c[0] !== '5' || c.length < 12 || !c[11]!.trim()) continue;
    words.push({
      left: Number(c[6]),
      top: Number(c[7]),
      width: Number(c[8]),
      height: Number(c[9]),
      conf: Number(c[10]),
      text: c[11]!.trim(),
      page: Number(c[1]) - 1,
    });
  }
  return words;
}

/**
 * Reads one image's words: `psm` 6 for a stack of binarized crops (lines of text; sparse mode
 * drops a lone period digit repeated down the stack), 3 or 11 for a whole frame (automatic
 * layout, sparse text). One thread at low priority: the job runs beside the server.
 */
export function tesseractWords(
  image: string,
  psm: 3 | 6 | 11,
  onChild: (c: ChildProcess | null) => void = () => undefined,
): Promise<OcrWord[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'nice',
      ['-n', '10', 'tesseract', image, 'stdout', '--psm', String(psm), 'tsv'],
      {
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        maxBuffer: 16 * 1024 * 1024,
        timeout: 120_000,
      },
      (err, stdout) =>
        err ? reject(new Error(`tesseract failed: ${err.message}`)) : resolve(wordsOf(stdout)),
    );
    onChild(child);
  });
}
