import type { Probe } from './probe';

/** The ladder: each rung kept when the source is at least that tall (the smallest always). */
const RUNGS = [
  { height: 1080, videoKbps: 5000, audioKbps: 128 },
  { height: 720, videoKbps: 2800, audioKbps: 128 },
  { height: 480, videoKbps: 1400, audioKbps: 96 },
  { height: 240, videoKbps: 400, audioKbps: 64 },
] as const;

export const SEGMENT_SECONDS = 4;

export function ladderFor(sourceHeight: number) {
  const kept = RUNGS.filter((r) => r.height <= sourceHeight);
  return kept.length ? kept : [RUNGS[RUNGS.length - 1]!];
}

/**
 * One ffmpeg run makes every rendition (one decode, split and scaled): H.264 high profile with
 * a keyframe every segment (so 4 s segments cut cleanly), AAC audio, HLS VOD playlists and a
 * master playlist. `-progress pipe:1` reports out_time for the progress bar.
 */
export function hlsArgs(input: string, outDir: string, probe: Probe): string[] {
  const ladder = ladderFor(probe.height);
  const n = ladder.length;
  const split = `[0:v]split=${n}${ladder.map((_, i) => `[s${i}]`).join('')}`;
  const scales = ladder.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`);
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-filter_complex',
    [split, ...scales].join(';'),
  ];
  ladder.forEach((r, i) => {
    args.push(
      '-map',
      `[v${i}]`,
      `-c:v:${i}`,
      'libx264',
      `-b:v:${i}`,
      `${r.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(r.videoKbps * 1.1)}k`,
      `-bufsize:v:${i}`,
      `${r.videoKbps * 2}k`,
    );
    if (probe.hasAudio)
      args.push('-map', 'a:0', `-c:a:${i}`, 'aac', `-b:a:${i}`, `${r.audioKbps}k`, '-ac', '2');
  });
  const gop = `expr:gte(t,n_forced*${SEGMENT_SECONDS})`;
  args.push(
    '-preset',
    'veryfast',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    gop,
    '-sc_threshold',
    '0',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${outDir}/%v/seg-%03d.ts`,
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    ladder
      .map((r, i) =>
        probe.hasAudio ? `v:${i},a:${i},name:${r.height}p` : `v:${i},name:${r.height}p`,
      )
      .join(' '),
    '-progress',
    'pipe:1',
    '-nostats',
    `${outDir}/%v/index.m3u8`,
  );
  return args;
}

/** A poster frame a third of the way in (past fades), 720 px tall at most. */
export function posterArgs(input: string, out: string, probe: Probe): string[] {
  const at = Math.min(probe.duration / 3, 10).toFixed(2);
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-ss',
    at,
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:${Math.min(720, probe.height)}`,
    '-q:v',
    '3',
    out,
  ];
}

export const THUMB_COLUMNS = 10;
export const THUMB_WIDTH = 160;

/** Scrub thumbnails: one sprite, a frame every `interval` seconds, 10 to a row. */
export function spriteArgs(input: string, out: string, probe: Probe) {
  const interval = Math.max(1, Math.ceil(probe.duration / 100));
  const frames = Math.max(1, Math.ceil(probe.duration / interval));
  const rows = Math.ceil(frames / THUMB_COLUMNS);
  const height = Math.round((THUMB_WIDTH * probe.height) / probe.width / 2) * 2;
  return {
    args: [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-i',
      input,
      '-vf',
      `fps=1/${interval},scale=${THUMB_WIDTH}:${height},tile=${THUMB_COLUMNS}x${rows}`,
      '-frames:v',
      '1',
      '-q:v',
      '5',
      out,
    ],
    meta: { interval, columns: THUMB_COLUMNS, width: THUMB_WIDTH, height },
  };
}
