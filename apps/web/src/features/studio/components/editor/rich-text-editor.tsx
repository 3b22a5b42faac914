import { ARTICLE_IMAGE_ACCEPT } from '@hoopdex/contract/upload-formats';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { EditorToolbar } from './editor-toolbar';
import { ImagePanel } from './image-panel';
import { LinkPanel } from './link-panel';
import { MentionMenu, useMentionMenu } from './mention-menu';
import { createPlayerMention, mentionedSlugs } from './player-mention';
import './rich-text-editor.css';

export type EditorChange = { html: string; mentions: string[]; empty: boolean };

type RichTextEditorProps = {
  initialHtml: string;
  onChange: (change: EditorChange) => void;
  label: string;
};

/**
 * The article editor (TipTap): headings, lists, quotes, links, bold/italic, pictures uploaded in
 * place and @player mentions. It writes HTML; the server sanitizes what it stores.
 */
export function RichTextEditor({ initialHtml, onChange, label }: RichTextEditorProps) {
  const menu = useMentionMenu();
  const menuId = useId();
  const [panel, setPanel] = useState<{ kind: 'link' } | { kind: 'image'; file: File } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        underline: false,
        // Where a link opens is the article page's rule (outside links get a new tab there).
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
      }),
      Image.configure({ inline: false }),
      Placeholder.configure({ placeholder: 'Write your article… Type @ to mention a player.' }),
      createPlayerMention(menu.bridge),
    ],
    content: initialHtml,
    // Typing re-renders only what reads the editor state (the toolbar), not the whole form.
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'editor-content' } },
    onUpdate: ({ editor: e }) => changed.current({ html: e.getHTML(), mentions: mentionedSlugs(e.getJSON()), empty: e.isEmpty }),
  });

  // While the @mention list is open, the text box points screen readers at the highlighted player.
  const open = menu.state !== null && menu.state.items.length > 0;
  useEffect(() => {
    const attributes: Record<string, string> = { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'editor-content' };
    if (open) Object.assign(attributes, { 'aria-controls': menuId, 'aria-activedescendant': `${menuId}-${menu.active}` });
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, open, menu.active, menuId, label]);

  return (
    <div className="rich-text-editor">
      <EditorToolbar editor={editor} onLink={() => setPanel({ kind: 'link' })} onImage={() => fileInput.current?.click()} />
      <input
        ref={fileInput}
        type="file"
        accept={ARTICLE_IMAGE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) setPanel({ kind: 'image', file });
          e.target.value = '';
        }}
      />
      {panel?.kind === 'link' ? <LinkPanel editor={editor} onClose={() => setPanel(null)} /> : null}
      {panel?.kind === 'image' ? <ImagePanel editor={editor} file={panel.file} onClose={() => setPanel(null)} /> : null}
      <EditorContent editor={editor} />
      <MentionMenu state={menu.state} active={menu.active} id={menuId} />
    </div>
  );
}
