// Messages between the server's thread and a box-score parse thread (parse-thread.ts).
import type { WireError } from '../../../db/pglite-thread/protocol';
import type { ParsedLine } from '../parse-box-scores';
import type { StreamParsed } from '../stream-types';

export interface ParseWorkerData {
  file: string;
  /** Lines per chunk (streamBoxScores' `chunk`). */
  chunk: number;
}

/** What the thread sends. After `lines` it waits for the server's ack (any message). */
export type FromParser =
  | { kind: 'lines'; lines: ParsedLine[] }
  | { kind: 'bytes'; read: number }
  | { kind: 'done'; result: StreamParsed }
  | { kind: 'failed'; error: WireError };
