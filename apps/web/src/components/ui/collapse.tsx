import type { ReactNode } from 'react';
import './collapse.css';

type CollapseProps = { open: boolean; id?: string; className?: string; children: ReactNode };

/** Height-collapse (0.2 s, spec §9). Closed content is inert so it is neither focusable nor read. */
export function Collapse({ open, id, className, children }: CollapseProps) {
  return (
    <div
      id={id}
      className={`collapse${open ? ' collapse--open' : ''}${className ? ` ${className}` : ''}`}
      aria-hidden={!open}
      inert={!open}
    >
      <div className="collapse__inner">{children}</div>
    </div>
  );
}
