import { useEffect, useRef, type RefObject } from 'react';

/** Where our embeds come from (youtubeEmbedUrl uses the no-cookie host). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const YOUTUBE_ORIGINS = new Set([YOUTUBE_EMBED_ORIGIN, 'https://www.youtube.com']);
const ENDED = 0;
const GREET_EVERY_MS = 250;
const GREET_TRIES = 40;

type PlayerMessage = { event?: unknown; info?: unknown };

function parse(data: unknown): PlayerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as PlayerMessage) : null;
  } catch {
    return null;
  }
}

/** The player reports its state as onStateChange (info: state) or in its info deliveries. */
function isEnded({ event, info }: PlayerMessage): boolean {
  if (event === 'onStateChange') return info === ENDED;
  if (event === 'infoDelivery' || event === 'initialDelivery') {
    return !!info && typeof info === 'object' && (info as { playerState?: unknown }).playerState === ENDED;
  }
  return false;
}

/**
 * Calls onEnded when a YouTube embed (enablejsapi=1) finishes, without loading YouTube's iframe
 * API script: like that script, we greet the frame with 'listening' until the player answers,
 * then it posts its state changes to us. Only messages from that frame and YouTube count.
 */
export function useYoutubeEnded(frame: RefObject<HTMLIFrameElement | null>, onEnded: (() => void) | undefined) {
  const latest = useRef(onEnded);
  useEffect(() => {
    latest.current = onEnded;
  });
  const wanted = onEnded !== undefined;

  useEffect(() => {
    const iframe = frame.current;
    if (!wanted || !iframe) return;
    let answered = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const say = (message: object) =>
      iframe.contentWindow?.postMessage(JSON.stringify({ ...message, id: 1, channel: 'widget' }), YOUTUBE_EMBED_ORIGIN);
    const greet = () => {
      say({ event: 'listening' });
      say({ event: 'command', func: 'addEventListener', args: ['onStateChange'] });
    };
    // The player inside may not be ready when the frame loads: greet a few times until it answers.
    const startGreeting = () => {
      clearInterval(timer);
      let tries = 0;
      greet();
      timer = setInterval(() => {
        if (answered || ++tries >= GREET_TRIES) clearInterval(timer);
        else greet();
      }, GREET_EVERY_MS);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow || !YOUTUBE_ORIGINS.has(event.origin)) return;
      const message = parse(event.data);
      if (!message) return;
      answered = true;
      if (isEnded(message)) latest.current?.();
    };
    window.addEventListener('message', onMessage);
    iframe.addEventListener('load', startGreeting);
    // In case the frame loaded before this effect ran (greetings to a frame not yet on YouTube's
    // origin are dropped by the browser, so starting early is harmless).
    startGreeting();
    return () => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', startGreeting);
    };
  }, [frame, wanted]);
}
