import type { Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';

/** Add, change or remove the link on the selected text. Web, mail and site links only. */
export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [error, setError] = useState('');
  const apply = () => {
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
    // Not a <form>: the panel sits inside the article's form, and a nested form's submit would
    // bubble up and publish the article. Enter in a field does this panel's action instead.
    <div className="editor-panel" role="group" aria-label="Link" onKeyDown={(e: KeyboardEvent) => {
      if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
        e.preventDefault();
        apply();
      }
    }}>
      <label htmlFor="editor-link">Link address</label>
      <input id="editor-link" type="url" inputMode="url" value={href} autoFocus onChange={(e) => setHref(e.target.value)} aria-describedby={error ? 'editor-link-error' : undefined} />
      {error ? (
        <p id="editor-link-error" className="error-text">
          {error}
        </p>
      ) : null}
      <div className="editor-panel__actions">
        <button type="button" className="button" onClick={apply}>
          {href.trim() ? 'Apply link' : 'Remove link'}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
