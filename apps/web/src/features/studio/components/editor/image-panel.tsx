import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { uploadImage } from '../../api/upload-image';
import type { UploadedImage } from '../../api/studio-types';

type ImagePanelProps = { editor: Editor; file: File; onClose: () => void };

/**
 * A picture going into the article: uploaded at once (progress shown) while the author writes its
 * alt text; inserted at the cursor when both are done. The server resizes it and strips EXIF/GPS.
 */
export function ImagePanel({ editor, file, onClose }: ImagePanelProps) {
  const [progress, setProgress] = useState(0);
  const [image, setImage] = useState<UploadedImage | null>(null);
  const [error, setError] = useState('');
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState('');
  const altInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const abort = new AbortController();
    uploadImage(file, setProgress, abort.signal).then(setImage, (e: unknown) => {
      if (!abort.signal.aborted) setError(e instanceof Error ? e.message : 'The picture could not be uploaded.');
    });
    altInput.current?.focus();
    return () => abort.abort();
  }, [file]);

  const insert = () => {
    if (!alt.trim()) {
      setAltError('Describe the picture for readers who cannot see it.');
      return;
    }
    if (!image) return;
    editor.chain().focus().setImage({ src: image.url, alt: alt.trim() }).run();
    onClose();
  };
  const percent = Math.round(progress * 100);
  return (
    // Not a <form>: the panel sits inside the article's form, and a nested form's submit would
    // bubble up and publish the article. Enter in a field does this panel's action instead.
    <div className="editor-panel" role="group" aria-label="Insert image" onKeyDown={(e: KeyboardEvent) => {
      if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
        e.preventDefault();
        insert();
      }
    }}>
      <p className="editor-panel__file">{file.name}</p>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : image ? (
        <p role="status">Uploaded.</p>
      ) : (
        <p>
          <progress max={100} value={percent} aria-label={`Uploading ${file.name}`} /> <span>{percent}%</span>
        </p>
      )}
      <label htmlFor="editor-image-alt">Alt text (what the picture shows)</label>
      <input
        id="editor-image-alt"
        ref={altInput}
        type="text"
        value={alt}
        maxLength={300}
        onChange={(e) => setAlt(e.target.value)}
        aria-invalid={altError ? true : undefined}
        aria-describedby={altError ? 'editor-image-alt-error' : undefined}
      />
      {altError ? (
        <p id="editor-image-alt-error" className="error-text">
          {altError}
        </p>
      ) : null}
      <div className="editor-panel__actions">
        <button type="button" className="button" onClick={insert} disabled={!image}>
          Insert image
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
