import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { hlsArgs, posterArgs, spriteArgs } from './hls-command';
import { probeVideo } from './probe';
import { runFfmpeg } from './run-ffmpeg';
import type { MediaStorage } from '../storage/storage';

export interface TranscodeResult {
  duration: number;
  bytes: number;
  /** Storage prefix of this version: `hosted/{item}/{version}`. */
  prefix: string;
  thumbnails: { interval: number; columns: number; width: number; height: number };
}

export interface TranscodeControl {
  /** The running ffmpeg, so a cancel or a lost lease can stop it. */
  onChild(child: ChildProcess | null): void;
  onProgress(pct: number): void;
}

/**
 * Source file → HLS ladder, poster and scrub sprite in a temp folder, then into storage under
 * a new version prefix (names never reused: every segment URL can be cached forever).
 */
export async function transcode(
  source: string,
  storage: MediaStorage,
  prefix: string,
  control: TranscodeControl,
): Promise<TranscodeResult> {
  const probe = await probeVideo(source);
  const work = await mkdtemp(path.join(os.tmpdir(), 'hx-transcode-'));
  try {
    // Progress: the ladder is ~90% of the work, poster and sprite the rest.
    const hls = runFfmpeg(hlsArgs(source, work, probe), (t) =>
      control.onProgress(Math.min(90, (t / probe.duration) * 90)),
    );
    control.onChild(hls.child);
    await hls.done;
    const poster = runFfmpeg(posterArgs(source, path.join(work, 'poster.jpg'), probe));
    control.onChild(poster.child);
    await poster.done;
    control.onProgress(94);
    const sprite = spriteArgs(source, path.join(work, 'thumbs.jpg'), probe);
    const thumbs = runFfmpeg(sprite.args);
    control.onChild(thumbs.child);
    await thumbs.done;
    control.onChild(null);
    control.onProgress(97);
    const bytes = await storage.putDir(prefix, work);
    return { duration: probe.duration, bytes, prefix, thumbnails: sprite.meta };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
