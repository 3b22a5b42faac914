import { RASTER_WIDTHS, type RasterWidth } from '@hoopdex/contract/drawn-images';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { personaSvg, type AvatarLook } from './avatar-svg';
import { initialsAvatarSvg, logoSvg, thumbSvg } from './drawn-svg';
import { rasterOf } from './raster';

const KEY = /^([a-z0-9-]{1,120})\.(svg|webp)$/;
const WIDTHS = new Set<string>(RASTER_WIDTHS.map(String));

/** `?look=`: a men's or women's player, anyone (the default), or 'brand' for shows and Hoopdex. */
const LOOKS = new Set(['men', 'women', 'any', 'brand']);

const avatar = (key: string, look: string) =>
  look === 'brand' ? initialsAvatarSvg(key) : personaSvg(key, look as AvatarLook);

const kinds: Record<string, (key: string, look: string) => string> = {
  avatars: avatar,
  logos: logoSvg,
  thumbs: thumbSvg,
};

/**
 * GET /media/{avatars,logos,thumbs}/:key.svg — generated images (avatars take `?look=`). A key's picture never changes,
 * so browsers and CDNs may keep it for a year. `:key.webp?w=` is the same picture drawn that many
 * pixels wide (one of RASTER_WIDTHS): what pages show (packages/contract/src/drawn-images.ts).
 */
export async function drawnImagesRoutes(app: FastifyInstance) {
  for (const [kind, draw] of Object.entries(kinds)) {
    // A wildcard, not `:file`: Fastify caps named params at 100 characters, keys may have 120.
    app.get<{ Params: { '*': string }; Querystring: { look?: unknown; w?: unknown } }>(
      `/media/${kind}/*`,
      async (req, reply) => {
        const match = KEY.exec(req.params['*']);
        if (!match?.[1]) return notFound(reply);
        const look = req.query.look ?? 'any';
        if (kind === 'avatars' && (typeof look !== 'string' || !LOOKS.has(look)))
          return reply
            .code(400)
            .send({ errors: [{ msg: 'look must be men, women, any or brand', param: 'look' }] });
        if (match[2] === 'webp') {
          const w = req.query.w ?? '256';
          if (typeof w !== 'string' || !WIDTHS.has(w))
            return reply.code(400).send({
              errors: [{ msg: `w must be one of ${RASTER_WIDTHS.join(', ')}`, param: 'w' }],
            });
          // Only avatars have looks: another kind's `look` must not make a new picture to draw.
          const drawnLook = kind === 'avatars' ? String(look) : 'any';
          const svg = draw(match[1], drawnLook);
          const webp = await rasterOf(
            `${kind}/${match[1]}?${drawnLook}`,
            svg,
            Number(w) as RasterWidth,
          );
          return reply
            .header('content-type', 'image/webp')
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .send(webp);
        }
        return (
          reply
            .header('content-type', 'image/svg+xml; charset=utf-8')
            .header('cache-control', 'public, max-age=31536000, immutable')
            // An SVG opened directly is a document: it may not run scripts or load anything.
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
            .header('x-content-type-options', 'nosniff')
            .send(draw(match[1], String(look)))
        );
      },
    );
  }
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ errors: [{ msg: 'Image not found', param: 'key' }] });
}
