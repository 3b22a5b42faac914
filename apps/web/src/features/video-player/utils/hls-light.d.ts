// hls.js ships types for its full build only; the light build has the same API minus features
// (subtitles, alternate audio, DRM) that hosted videos do not use.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
