import { useId, useRef, useState } from 'react';
import type { MentionMenuBridge, MentionMenuState } from './player-mention';

/**
 * The @mention suggestion list and the bridge TipTap's suggestion plugin talks to. Keys stay in
 * the editor (ArrowUp/Down move, Enter picks, Escape closes); the list is announced as a listbox.
 */
export function useMentionMenu() {
  const [state, setState] = useState<MentionMenuState>(null);
  const [active, setActive] = useState(0);
  const current = useRef({ state, active });
  current.current = { state, active };

  const bridge = useRef<MentionMenuBridge>({
    show: (next) => {
      setState(next);
      setActive(0);
    },
    keyDown: () => false,
  });
  bridge.current.keyDown = (event) => {
    const { state: open, active: index } = current.current;
    if (!open) return false;
    const count = open.items.length;
    if (event.key === 'Escape') {
      setState(null);
      return true;
    }
    if (count === 0) return false;
    if (event.key === 'ArrowDown') setActive((index + 1) % count);
    else if (event.key === 'ArrowUp') setActive((index - 1 + count) % count);
    else if (event.key === 'Enter' || event.key === 'Tab') {
      const item = open.items[index];
      if (item) open.command({ id: item.slug, label: item.name });
    } else return false;
    return true;
  };
  // One object for the editor's lifetime; its keyDown is refreshed above on every render.
  return { state, active, bridge: bridge.current };
}

type MentionMenuProps = { state: MentionMenuState; active: number; id: string };

export function MentionMenu({ state, active, id }: MentionMenuProps) {
  const labelId = useId();
  if (!state) return null;
  const style = state.rect ? { top: state.rect.bottom + 4, left: Math.min(state.rect.left, window.innerWidth - 260) } : undefined;
  return (
    <div className="mention-menu" style={style}>
      <span id={labelId} className="visually-hidden">
        Players
      </span>
      {state.items.length === 0 ? (
        <p className="mention-menu__empty" role="status">
          Type a player’s name
        </p>
      ) : (
        <ul role="listbox" id={id} aria-labelledby={labelId}>
          {state.items.map((item, index) => (
            <li
              key={item.slug}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(e) => {
                e.preventDefault(); // keep the editor's focus and selection
                state.command({ id: item.slug, label: item.name });
              }}
            >
              {item.name}
              {item.team ? <span className="muted"> · {item.team}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
