import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database kind in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { status: 'ok', database: t.db.kind },
      rowCount: 1,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with an errors list when the database is gone', async () => {
    const local = await buildTestApp();
    await local.db.close();
    const res = await local.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json()).toHaveProperty('errors');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    await local.app.close();
  });
});

describe('GET /api/health/ready', () => {
  it('answers 503 naming the start-up work under way, then 200 once it is done', async () => {
    const lifecycle = { draining: false, warming: new Set(['stats', 'backtests']) };
    const t = await buildTestApp({}, { lifecycle });
    const warming = await t.app.inject('/api/health/ready');
    expect(warming.statusCode).toBe(503);
    expect(warming.json()).toEqual({
      errors: [{ msg: 'Warming up: stats, backtests', param: '' }],
    });
    // Alive all along: liveness does not wait for the warm-up.
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    lifecycle.warming.clear();
    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ok', database: t.db.kind }, rowCount: 1 });
    await t.close();
  });

  it('an app without start-up work is ready at once', async () => {
    const t = await buildTestApp();
    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
    await t.close();
  });
});

describe('GET /api/ping', () => {
  it('answers constant JSON without touching the database', async () => {
    const t = await buildTestApp();
    await t.db.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { pong: true }, rowCount: 1 });
    await t.app.close();
  });
});
