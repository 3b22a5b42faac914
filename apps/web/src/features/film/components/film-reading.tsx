import type { CSSProperties } from 'react';
import type { GameFilm } from '../api/film-types';

type ReadRegion = NonNullable<GameFilm['read_region']>;

/** The film's message asks the uploader to act: a failed sync, or too few plays placed. */
export const filmNeedsHelp = (film: GameFilm) =>
  film.state === 'failed' || /sync points/i.test(film.message ?? '');

/** Whether the sync has said anything about what it read (nothing before a sync). */
export const hasReading = (film: GameFilm) => film.read_region !== null || film.ocr !== null;

/**
 * The poster cropped to the region with CSS alone (no new endpoint): the poster is scaled so the
 * region fills the box, and placed so the region's corner sits at the box's corner.
 */
export function cropStyle(poster: string, r: ReadRegion): CSSProperties {
  const pc = (v: number) => `${Number(v.toFixed(3))}%`;
  const pos = (at: number, size: number, frame: number) =>
    frame > size ? pc((at / (frame - size)) * 100) : '0%';
  return {
    backgroundImage: `url("${poster.replace(/["\\]/g, encodeURIComponent)}")`,
    backgroundSize: `${pc((r.frame_w / r.w) * 100)} ${pc((r.frame_h / r.h) * 100)}`,
    backgroundPosition: `${pos(r.x, r.w, r.frame_w)} ${pos(r.y, r.h, r.frame_h)}`,
    aspectRatio: `${r.w} / ${r.h}`,
  };
}

const regionText = (r: ReadRegion) =>
  `${r.w} × ${r.h} px at x ${r.x}, y ${r.y} of the ${r.frame_w} × ${r.frame_h} frame`;

/**
 * What the sync read (issue 29): whether it found the scoreboard itself or read the region it was
 * given, a preview of that region cut from the poster (or its numbers), the text the region
 * showed most, and the share of the film whose clock was read.
 */
export function FilmReading({ film, poster }: { film: GameFilm; poster?: string | null }) {
  const r = film.read_region;
  const ocr = film.ocr;
  const image = poster ?? film.poster;
  if (!r && !ocr) return null;
  return (
    <div className="film-reading">
      {r ? (
        <>
          <p className="film-reading__source">
            {r.found ? 'Scoreboard found automatically' : 'Clock region you gave'}
          </p>
          {image ? (
            <figure className="film-reading__figure">
              <div
                className="film-reading__crop"
                role="img"
                aria-label="Preview of the scoreboard region the sync read"
                style={cropStyle(image, r)}
              />
              <figcaption className="film-reading__numbers">{regionText(r)}</figcaption>
            </figure>
          ) : (
            <p className="film-reading__numbers">Region read: {regionText(r)}</p>
          )}
        </>
      ) : null}
      {ocr ? (
        <>
          <p className="film-reading__seen">
            {ocr.seen.length
              ? `The sync read: ${ocr.seen.map((t) => `“${t}”`).join(', ')}`
              : 'The sync read no text there.'}
          </p>
          <p className="film-reading__share">
            Game clock read on {ocr.read_percent}% of the film ({ocr.read} of {ocr.frames} sampled
            frames).
          </p>
        </>
      ) : null}
    </div>
  );
}
