import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import './drawer.css';

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  id: string;
  label: string;
  /** Where focus goes back to when the drawer closes (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
  children: ReactNode;
};

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal side panel: focus stays inside while open, Escape closes, focus returns to the opener. */
export function Drawer({ open, onClose, id, label, returnFocusRef, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const returnTo = returnFocusRef.current;
    panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    return () => returnTo?.focus();
  }, [open, returnFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? []);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="drawer">
      <div className="drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="drawer__close" onClick={onClose} aria-label="Close menu">
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>
  );
}
