import { expect, test } from '@playwright/test';

test('the server answers health and serves the SPA shell with history fallback', async ({
  page,
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect((await health.json()).data.status).toBe('ok');

  const api404 = await request.get('/api/nope');
  expect(api404.status()).toBe(404);
  expect(api404.headers()['content-type']).toMatch(/json/);

  await page.goto('/players');
  await expect(page).toHaveTitle(/Hoopdex - basketball player discovery network/);
  await expect(page.locator('#root')).not.toBeEmpty();
});
