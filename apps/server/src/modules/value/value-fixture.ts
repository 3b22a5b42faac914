import { users } from '../../db/schema/index';
import { readRealdata } from '../../test/realdata';
import type { TestApp } from '../../test/build-test-app';
import { seedWnba2024 } from '../leaderboards/wnba-fixture';

/**
 * The real 2024 WNBA season (shared realdata), imported through the admin API as an imported
 * league arrives: box scores, no fans, no reported following.
 */
export async function importWnba2024(t: TestApp) {
  const league = await seedWnba2024(t.db.db);
  await t.db.db
    .insert(users)
    .values({ id: 'value-admin', name: 'A', email: 'value-admin@test.local', role: 'admin' });
  const token = await t.sign({ sub: 'value-admin', role: 'admin' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/box-scores',
    payload: readRealdata('wnba-2024/wnba-2024-box-scores.csv'),
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`import failed: ${res.body}`);
  return league;
}
