// Bodies for routes that take a video file (a game's film, decision 0023): the handler reads the
// request stream itself, so nothing may parse or walk it first (decision 0025). Bytes no video
// player can read, the start of an MP4 (its header holds NUL bytes, which a JSON body may not),
// text, nothing; under every video type the route lists and some it does not.
import fc from 'fast-check';

/** The first bytes of an MP4 file (an ftyp box), as a string of bytes. */
const MP4_START = '\u0000\u0000\u0000\u0018ftypmp42\u0000\u0000\u0000\u0000mp42isom';

const notVideos = fc.oneof(
  fc.constant(MP4_START),
  fc.string({ maxLength: 64 }).map((s) => MP4_START + s),
  fc.uint8Array({ minLength: 1, maxLength: 512 }).map((b) => String.fromCharCode(...b)),
  fc.string({ maxLength: 200 }),
  fc.constant(undefined),
);

/** The route's video content types (from its OpenAPI `consumes`). */
export const videoTypesOf = (content: Record<string, unknown> | undefined) =>
  Object.keys(content ?? {}).filter((t) => t.startsWith('video/'));

/** [payload, content type] for a route whose body is a video. */
export function videoBodyArb(
  types: string[],
  tame: boolean,
): fc.Arbitrary<readonly [string | undefined, string]> {
  const listed = fc.constantFrom(...types);
  if (tame) return fc.tuple(notVideos, listed);
  return fc.tuple(
    notVideos,
    fc.oneof(
      { arbitrary: listed, weight: 4 },
      fc.constantFrom('video/x-matroska', 'VIDEO/MP4', 'application/json', 'text/plain'),
    ),
  );
}
