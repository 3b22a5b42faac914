import { spawn, type ChildProcess } from 'node:child_process';

export class FfmpegError extends Error {}

export interface FfmpegRun {
  done: Promise<void>;
  child: ChildProcess;
}

/**
 * Runs ffmpeg at low priority (`nice -n 10`) in its own process, never on the event loop.
 * `onTime(seconds)` hears `-progress` out_time lines; stderr's tail explains a failure.
 */
export function runFfmpeg(args: string[], onTime?: (seconds: number) => void): FfmpegRun {
  const child = spawn('nice', ['-n', '10', 'ffmpeg', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let buffered = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (m && onTime) onTime(Number(m[1]) / 1_000_000);
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-2000);
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (err) => reject(new FfmpegError(`ffmpeg could not start: ${err.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new FfmpegError(
            signal
              ? `ffmpeg stopped (${signal})`
              : `ffmpeg failed: ${tail.trim().split('\n').pop() ?? code}`,
          ),
        );
    });
  });
  return { done, child };
}
