import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';

type ToolProps = { label: string; pressed?: boolean; onClick: () => void; children: ReactNode; disabled?: boolean };

function Tool({ label, pressed, onClick, children, disabled }: ToolProps) {
  return (
    <button
      type="button"
      className="editor-tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // The editor keeps its selection: the click must not move focus away first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

type EditorToolbarProps = { editor: Editor; onLink: () => void; onImage: () => void };

/** Formatting buttons: each says what it does and whether it is on at the cursor (aria-pressed). */
export function EditorToolbar({ editor, onLink, onImage }: EditorToolbarProps) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label="Formatting" className="editor-toolbar">
      <Tool label="Heading" pressed={on.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label="Subheading" pressed={on.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label="Bold" pressed={on.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </Tool>
      <Tool label="Italic" pressed={on.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </Tool>
      <Tool label="Bulleted list" pressed={on.bullet} onClick={() => chain().toggleBulletList().run()}>
        • List
      </Tool>
      <Tool label="Numbered list" pressed={on.ordered} onClick={() => chain().toggleOrderedList().run()}>
        1. List
      </Tool>
      <Tool label="Quote" pressed={on.quote} onClick={() => chain().toggleBlockquote().run()}>
        “ ”
      </Tool>
      <Tool label={on.link ? 'Edit link' : 'Link'} pressed={on.link} onClick={onLink}>
        Link
      </Tool>
      <Tool label="Add a picture" onClick={onImage}>
        Image
      </Tool>
    </div>
  );
}
