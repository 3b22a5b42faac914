import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Probe {
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export class NotAVideoError extends Error {
  constructor() {
    super('This file is not a video we can play');
  }
}

/**
 * Reads the file's streams with ffprobe (its content, never its name or type). No video stream,
 * no duration, or ffprobe refusing the file: not a video. A still image (one frame, no duration)
 * is refused too.
 */
export async function probeVideo(file: string): Promise<Probe> {
  let out: string;
  try {
    ({ stdout: out } = await run(
      'ffprobe',
      [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_type,width,height:format=duration,format_name',
        '-of',
        'json',
        file,
      ],
      { timeout: 60_000, maxBuffer: 1024 * 1024 },
    ));
  } catch {
    throw new NotAVideoError();
  }
  const info = JSON.parse(out) as {
    streams?: { codec_type?: string; width?: number; height?: number }[];
    format?: { duration?: string; format_name?: string };
  };
  const video = info.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  const duration = Number(info.format?.duration);
  const still = /image2|_pipe|png|jpeg|gif|webp/.test(info.format?.format_name ?? '');
  if (!video || !Number.isFinite(duration) || duration <= 0 || still) throw new NotAVideoError();
  return {
    duration,
    width: video.width!,
    height: video.height!,
    hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')),
  };
}
