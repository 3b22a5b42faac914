const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** 1536000 → "1.5 MB": a file size people read at a glance (binary steps, as file managers do). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes))} bytes`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** Why a file cannot be uploaded before a byte is sent, or null when it may go. */
export function fileProblem(file: File, limits: { max_bytes: number; quota_bytes: number; used_bytes: number } | undefined): string | null {
  if (file.size === 0) return 'This file is empty.';
  if (file.type && !file.type.startsWith('video/')) return `“${file.name}” is not a video file. Choose a video (MP4, MOV, WebM…).`;
  if (!limits) return null;
  if (file.size > limits.max_bytes) return `This file is ${formatBytes(file.size)}; the largest upload is ${formatBytes(limits.max_bytes)}.`;
  const left = Math.max(0, limits.quota_bytes - limits.used_bytes);
  if (file.size > left) return `This file is ${formatBytes(file.size)}, but only ${formatBytes(left)} of your storage is left.`;
  return null;
}
