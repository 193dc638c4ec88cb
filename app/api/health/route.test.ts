import { drainState } from '@/lib/platform/process/drain';
import { setupTestDatabase } from '@/tests/support/database';
import { GET } from './route';

setupTestDatabase(5);

afterEach(() => {
  drainState().draining = false;
});

it('is ok while the database takes writes', async () => {
  const response = await GET();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

it('answers 503 while the server drains, so a load balancer stops sending', async () => {
  drainState().draining = true;
  const response = await GET();
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({ status: 'draining' });
});
