/**
 * The media module's public surface: what other modules and the app may use (issue 30).
 * Everything else in this folder is its own business; src/import-graph.test.ts holds the rest of
 * the server to this file.
 */
export { type MediaConfig, uploadPath } from './media-config';
export { type HostedMedia, hostedMediaPlugin } from './media-plugin';
export { makeHostedVideoItem } from './video/hosted-video-item';
export { type JobKind, type JobRunner } from './video/job-runner';
export { type ClaimedJob, queueJob } from './video/media-jobs';
export { NotAVideoError, type Probe, probeVideo } from './video/probe';
export { runFfmpeg } from './video/run-ffmpeg';
export { saveRequestBody } from './uploads/save-request-body';
