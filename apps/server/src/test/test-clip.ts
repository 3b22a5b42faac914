import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A drawn H.264/AAC test clip made by ffmpeg (no download): `seconds` long, `height` tall at
 * 16:9, moving test pattern and a tone, as a phone's upload would be in miniature.
 */
export async function makeTestClip(file: string, seconds: number, height = 240): Promise<string> {
  const width = Math.round((height * 16) / 9 / 2) * 2;
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-shortest', file],
  ]);
  return file;
}
