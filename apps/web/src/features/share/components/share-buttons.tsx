import { useState } from 'react';
import './share-buttons.css';

interface ShareButtonsProps {
  /** The page to share, as a site path ('/player/…'); made absolute here. */
  path: string;
  title: string;
  /** The share card (PNG) to download, and the file name to save it under. */
  image?: { url: string; fileName: string };
}

/** Phones with a share sheet use it; elsewhere the link is copied. */
const hasShareSheet = () =>
  typeof navigator.share === 'function' &&
  window.matchMedia?.('(pointer: coarse)').matches === true;

/**
 * "Share" copies the page's link (or opens the phone's share sheet); "Download image" saves the
 * page's share card. Self-contained so pages drop it in with one line.
 */
export function ShareButtons({ path, title, image }: ShareButtonsProps) {
  const [status, setStatus] = useState('');
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    try {
      if (hasShareSheet()) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch (err) {
      // Closing the share sheet is not a failure.
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setStatus('Could not copy the link. Copy it from the address bar.');
    }
  };
  return (
    <div className="share-buttons">
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        Share
      </button>
      {image ? (
        <a className="button button--ghost" href={image.url} download={image.fileName}>
          Download image
        </a>
      ) : null}
      <span role="status" className="share-buttons__status muted">
        {status}
      </span>
    </div>
  );
}
