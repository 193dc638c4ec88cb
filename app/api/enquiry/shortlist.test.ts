import { getAllProjectEntries } from '@/lib/site/content';
import { setupTestDatabase } from '@/tests/support/database';
import { jsonRequest } from '@/tests/support/request';
import { POST } from './route';

const url = 'http://localhost/api/enquiry';
const database = setupTestDatabase(100_000);

const refs = getAllProjectEntries().map(({ project, developerKey }) => ({
  developer: developerKey,
  id: project.id,
  name: project.name,
}));

async function send(payload: Record<string, unknown>) {
  const response = await POST(jsonRequest(url, { name: 'Shortlister', phone: '9876543210', ...payload }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a shortlist enquiry', () => {
  it('stores every shortlisted project in one row', async () => {
    const shortlist = refs.slice(0, 3);
    const { status, body } = await send({ source: 'shortlist', shortlist });
    expect(status).toBe(201);
    const row = await database.row('Enquiry', body.id as string);
    expect(row?.source).toBe('shortlist');
    expect(JSON.parse(String(row?.shortlist))).toEqual(shortlist);
    expect(JSON.parse(String(row?.shortlist))[0].name).toBe(refs[0]?.name);
  });

  it('accepts the list as JSON text, as a form posted without JavaScript sends it', async () => {
    const shortlist = refs.slice(4, 6);
    const { status, body } = await send({ source: 'shortlist', shortlist: JSON.stringify(shortlist) });
    expect(status).toBe(201);
    expect(JSON.parse(String((await database.row('Enquiry', body.id as string))?.shortlist))).toEqual(shortlist);
  });

  it('refuses more than 12 projects, malformed entries and a shortlist enquiry without one', async () => {
    const before = await database.count('Enquiry');
    expect((await send({ source: 'shortlist', shortlist: refs.slice(0, 13) })).status).toBe(400);
    expect((await send({ source: 'shortlist', shortlist: [{ id: 'x' }] })).status).toBe(400);
    expect((await send({ source: 'shortlist', shortlist: 'not json' })).status).toBe(400);
    expect((await send({ source: 'shortlist' })).status).toBe(400);
    expect(await database.count('Enquiry')).toBe(before);
  });

  it('leaves other enquiries without a shortlist', async () => {
    const { body } = await send({ source: 'footer' });
    expect((await database.row('Enquiry', body.id as string))?.shortlist).toBeNull();
  });
});
