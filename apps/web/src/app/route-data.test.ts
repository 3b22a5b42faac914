import { afterEach, describe, expect, it, vi } from 'vitest';
import { getVideo } from '../features/content/api/get-video';
import { getPlayer } from '../features/players/api/get-player';
import { routeData } from '../../vite-plugins/route-preloads';

// The HTML preloads these URLs; the page's fetch only takes the preloaded answer when it asks
// for exactly the same URL, so each template is checked against the query function it stands for.
describe('routeData', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function urlAskedBy(call: () => Promise<unknown>): Promise<string> {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: {}, rowCount: 1 })));
    vi.stubGlobal('fetch', fetchMock);
    await call();
    return String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0]);
  }

  it('spells the video and player reads as their pages ask for them', async () => {
    expect(`/api${routeData.video?.[0]?.replace(':videoId', '3634')}`).toBe(
      await urlAskedBy(() => getVideo('3634')),
    );
    expect(`/api${routeData.player?.[0]?.replace(':slug', 'ann-lee')}`).toBe(
      await urlAskedBy(() => getPlayer('ann-lee')),
    );
  });
});
