import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeepInView } from './use-keep-in-view';

// jsdom lays nothing out: each item is 40 px tall at 40 px × its index, the box shows 100 px.
function layOut(box: HTMLElement) {
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 400 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 100 });
  box.getBoundingClientRect = () => ({ top: 0 }) as DOMRect;
  box.querySelectorAll('li').forEach((li, i) => {
    Object.defineProperty(li, 'offsetHeight', { configurable: true, value: 40 });
    li.getBoundingClientRect = () => ({ top: i * 40 - box.scrollTop }) as DOMRect;
  });
}

function List({ current, scrolls }: { current: number; scrolls: boolean }) {
  const ref = useKeepInView<HTMLOListElement>(current);
  return (
    <div data-testid="box" style={{ overflowY: scrolls ? 'auto' : 'visible' }}>
      <ol ref={ref}>
        {Array.from({ length: 10 }, (_, i) => (
          <li key={i} aria-current={i === current ? 'true' : undefined}>
            Play {i}
          </li>
        ))}
      </ol>
    </div>
  );
}

describe('useKeepInView', () => {
  it('scrolls the list’s own box to the current item, down and back up', () => {
    const view = render(<List current={0} scrolls />);
    const box = view.getByTestId('box');
    layOut(box);
    view.rerender(<List current={5} scrolls />);
    expect(box.scrollTop).toBe(5 * 40 + 40 - 100); // the item's bottom at the box's bottom
    view.rerender(<List current={1} scrolls />);
    expect(box.scrollTop).toBe(40); // the item's top at the box's top
    view.rerender(<List current={2} scrolls />);
    expect(box.scrollTop).toBe(40); // already in view: no move
  });

  it('leaves a list that does not scroll by itself (and so the page) alone', () => {
    const view = render(<List current={0} scrolls={false} />);
    const box = view.getByTestId('box');
    layOut(box);
    view.rerender(<List current={8} scrolls={false} />);
    expect(box.scrollTop).toBe(0);
  });
});
