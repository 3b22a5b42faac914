import { expect } from 'vitest';
import { users } from '../db/schema/index';
import type { TestApp } from './build-test-app';
import { readRealdata } from './realdata';

/**
 * Imports the shared real WNBA seasons (`../shared/realdata`, ESPN box scores) into `t` as an
 * admin would: `POST /api/admin/box-scores?create_missing=true`, one season at a time, creating
 * the league, seasons, teams and players. Answers the admin's token for later calls.
 */
export async function importRealWnba(
  t: TestApp,
  years: readonly number[],
  adminId: string,
): Promise<string> {
  await t.db.db
    .insert(users)
    .values({ id: adminId, name: 'A', email: `${adminId}@test.local`, role: 'admin' });
  const token = await t.sign({ sub: adminId, role: 'admin' });
  for (const y of years) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/box-scores?create_missing=true',
      payload: readRealdata(`wnba-${y}/wnba-${y}-box-scores.csv`),
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return token;
}
