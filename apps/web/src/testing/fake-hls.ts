// hls.js needs Media Source Extensions, which jsdom lacks. Tests replace it with this stand-in,
// which records what it was asked, by
//   vi.mock('hls.js/light', () => import('<path>/testing/fake-hls'));
// and read `hlsCalls` from this module (the same instance the component gets); reset it with
// resetHlsCalls() before each test.
export const hlsCalls = {
  /** Every `loadSource` URL, in order. */
  sources: [] as string[],
  /** The `startPosition` each instance was made with. */
  starts: [] as number[],
  attached: [] as HTMLMediaElement[],
  destroyed: 0,
};

export function resetHlsCalls() {
  hlsCalls.sources.length = 0;
  hlsCalls.starts.length = 0;
  hlsCalls.attached.length = 0;
  hlsCalls.destroyed = 0;
}

export default class FakeHls {
  static isSupported = () => true;
  static Events = { ERROR: 'hlsError' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  constructor(config: { startPosition?: number } = {}) {
    hlsCalls.starts.push(config.startPosition ?? -1);
  }
  on() {}
  loadSource(src: string) {
    hlsCalls.sources.push(src);
  }
  attachMedia(media: HTMLMediaElement) {
    hlsCalls.attached.push(media);
  }
  destroy() {
    hlsCalls.destroyed += 1;
  }
}
