import type { Editor } from '@tiptap/react';
import { useState, type FormEvent } from 'react';

/** Add, change or remove the link on the selected text. Web, mail and site links only. */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [error, setError] = useState('');
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return onClose();
    }
    if (!/^(https?:\/\/|mailto:|\/(?!\/))/i.test(value)) {
      setError('Use a web address (https://…), a mail address (mailto:…) or a Hoopdex path (/player/…).');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onClose();
  };
  return (
    <form className="editor-panel" onSubmit={apply} aria-label="Link">
      <label htmlFor="editor-link">Link address</label>
      <input id="editor-link" type="url" inputMode="url" value={href} autoFocus onChange={(e) => setHref(e.target.value)} aria-describedby={error ? 'editor-link-error' : undefined} />
      {error ? (
        <p id="editor-link-error" className="error-text">
          {error}
        </p>
      ) : null}
      <div className="editor-panel__actions">
        <button type="submit" className="button">
          {href.trim() ? 'Apply link' : 'Remove link'}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
