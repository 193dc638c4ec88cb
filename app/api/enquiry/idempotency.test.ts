import { IDEMPOTENCY_WINDOW_MS } from '@/lib/intake/forms/idempotency';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { jsonRequest } from '@/tests/support/request';
import { randomUUID } from 'node:crypto';
import { POST } from './route';

// Runs on SQLite and on PostgreSQL (jest.config.mjs).
const database = setupTestDatabase(100_000);
const url = 'http://localhost/api/enquiry';
const body = (name: string) => ({ name, phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, message: 'Retry me' });

async function send(payload: unknown, key?: string) {
  const response = await POST(jsonRequest(url, payload, key ? { 'idempotency-key': key } : {}));
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; error?: string },
    replayed: response.headers.get('idempotent-replayed'),
  };
}

const rowsNamed = async (name: string) => (await (await db()).lead.findMany({ where: { name } })).length;

it('a retry with the same key and body gets the first answer and stores nothing new', async () => {
  const key = randomUUID();
  const payload = body('Retry buyer');
  const first = await send(payload, key);
  const again = await send({ ...payload }, key);
  expect(first.status).toBe(201);
  expect(again).toEqual({ status: 201, body: { id: first.body.id }, replayed: 'true' });
  expect(first.replayed).toBeNull();
  expect(await rowsNamed('Retry buyer')).toBe(1);
  expect((await database.row('Enquiry', first.body.id!))?.idempotencyKey).toBe(key);
});

it('requests racing with one key store one enquiry, and all of them get its id', async () => {
  const key = randomUUID();
  const payload = body('Racing buyer');
  const answers = await Promise.all(Array.from({ length: 8 }, () => send(payload, key)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
  expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
  expect(await rowsNamed('Racing buyer')).toBe(1);
});

it('the same key with another body is a 422, and nothing is stored', async () => {
  const key = randomUUID();
  expect((await send(body('First body'), key)).status).toBe(201);
  const reused = await send(body('Second body'), key);
  expect(reused.status).toBe(422);
  expect(reused.body.error).toMatch(/already used for a different request/);
  expect(await rowsNamed('Second body')).toBe(0);
});

it('the field order of a retried body does not matter, and requests without a key are each stored', async () => {
  const key = randomUUID();
  const { name, phone, message } = body('Reordered buyer');
  const first = await send({ name, phone, message }, key);
  const again = await send({ message, phone, name }, key);
  expect(again.body.id).toBe(first.body.id);
  await send(body('No key'));
  await send(body('No key'));
  expect(await rowsNamed('No key')).toBe(2);
});

it('a key is honoured for 7 days: after that the same key stores a new enquiry', async () => {
  const key = randomUUID();
  const payload = body('Week-old buyer');
  const first = await send(payload, key);
  await (
    await db()
  ).lead.update({ where: { id: first.body.id! }, data: { createdAt: new Date(Date.now() - IDEMPOTENCY_WINDOW_MS - 60_000) } });
  const later = await send(payload, key);
  expect(later.status).toBe(201);
  expect(later.body.id).not.toBe(first.body.id);
  expect(later.replayed).toBeNull();
  expect(await rowsNamed('Week-old buyer')).toBe(2);
});

it.each(['short', 'has spaces in it, quite long', 'x'.repeat(129), '<script>alert(1)</script>'])(
  'refuses the malformed key %s with a 400',
  async (key) => {
    const answer = await send(body('Bad key buyer'), key);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/Idempotency-Key must be/);
    expect(await rowsNamed('Bad key buyer')).toBe(0);
  },
);
