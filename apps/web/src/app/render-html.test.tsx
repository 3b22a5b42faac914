import { lazy, Suspense } from 'react';
import { renderHtml } from './render-html';

// A lazy part that is not ready when the render starts (its chunk resolves a tick later, as a
// page's lazy panels do on the server) and whose markup is bigger than React's 12.8 kB chunk.
const rows = Array.from({ length: 400 }, (_, i) => `Player ${i} scored ${i % 40} points`);
const BigTable = lazy(async () => {
  await new Promise((r) => setTimeout(r, 5));
  return {
    default: () => (
      <table>
        <tbody>
          {rows.map((r) => (
            <tr key={r}>
              <td>{r}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  };
});

describe('renderHtml (decision 0037)', () => {
  it('sends a big Suspense boundary that finished during the render inline, not as a hidden segment for a script to reveal', async () => {
    const html = await renderHtml(
      <main>
        <Suspense fallback={<p>Loading the table</p>}>
          <BigTable />
        </Suspense>
      </main>,
      5_000,
    );
    expect(html.length).toBeGreaterThan(12_800);
    // The CSP allows no inline script: content behind `hidden` and `$RC` would never show.
    expect(html).not.toContain('<template');
    expect(html).not.toContain('hidden');
    expect(html).not.toMatch(/<script/);
    expect(html).not.toContain('Loading the table');
    expect(html).toContain('Player 399 scored 39 points');
  });

  it('rejects when the render runs out of time', async () => {
    const Never = lazy(() => new Promise<never>(() => undefined));
    await expect(
      renderHtml(
        <Suspense fallback={<p>…</p>}>
          <Never />
        </Suspense>,
        20,
      ),
    ).rejects.toThrow(/timed out/);
  });
});
