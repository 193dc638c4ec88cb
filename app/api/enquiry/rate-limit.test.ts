import { setupTestDatabase } from '@/tests/support/database';
import { jsonRequest } from '@/tests/support/request';
import { POST } from './route';

const url = 'http://localhost/api/enquiry';
const database = setupTestDatabase(5);

const valid = { name: 'Asha', phone: '9876543210' };

it('allows 5 enquiries a minute per client, then answers 429 with Retry-After', async () => {
  const from = (ip: string) => POST(jsonRequest(url, valid, { 'x-forwarded-for': ip }));
  for (let index = 0; index < 5; index += 1) {
    expect((await from('198.51.100.1')).status).toBe(201);
  }
  const limited = await from('198.51.100.1');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(((await limited.json()) as { error: string }).error).toMatch(/wait/);
  expect(await database.count('Enquiry')).toBe(5);

  expect((await from('198.51.100.2')).status).toBe(201);
});

it('keys clients by the address the nearest proxy added', async () => {
  const spoofed = (first: string) => POST(jsonRequest(url, valid, { 'x-forwarded-for': `${first}, 198.51.100.3` }));
  const statuses = [];
  for (let index = 0; index < 6; index += 1) statuses.push((await spoofed(`10.0.0.${index}`)).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

it('lets exactly 5 of 40 enquiries sent at once from one client through, and stores only those', async () => {
  const before = await database.count('Enquiry');
  const responses = await Promise.all(
    Array.from({ length: 40 }, () => POST(jsonRequest(url, valid, { 'x-forwarded-for': '198.51.100.40' }))),
  );
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  expect((await database.count('Enquiry')) - before).toBe(5);
});
