import { istToday } from '@/lib/platform/time/india';
import { visitWindow } from '@/lib/site/visits/visit-window';
import { setupTestDatabase } from '@/tests/support/database';
import { jsonRequest } from '@/tests/support/request';
import { POST as submitForm } from '../../(site)/enquiry/submit/route';
import { POST } from './route';

const database = setupTestDatabase(100_000);
const url = 'http://localhost/api/enquiry';

const booking = (extra: Record<string, unknown> = {}) => ({
  name: 'Meera Shah',
  phone: '98100 55555',
  source: 'site-visit',
  intent: 'site-visit',
  projectDeveloper: 'godrej',
  projectId: 'godrej-aristocrat',
  visitDate: visitWindow().first,
  visitSlot: 'morning',
  visitors: '3',
  ...extra,
});

async function send(body: Record<string, unknown>) {
  const before = await database.count('Enquiry');
  const response = await POST(jsonRequest(url, body));
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    stored: (await database.count('Enquiry')) - before,
  };
}

it('stores a booking as a site-visit enquiry with its day, slot, party and the project’s own name', async () => {
  const { status, body, stored } = await send(booking({ projectName: 'Whatever the page said' }));
  expect([status, stored]).toEqual([201, 1]);
  expect(await database.row('Enquiry', body.id as string)).toMatchObject({
    intent: 'site-visit',
    source: 'site-visit',
    visitDate: visitWindow().first,
    visitSlot: 'morning',
    visitors: 3,
    projectName: 'Godrej Aristocrat',
  });
});

it.each([
  ['a day in the past', { visitDate: '2020-01-01' }, 'visitDate', 'Please choose a date from tomorrow up to 60 days ahead.'],
  ['today', { visitDate: istToday() }, 'visitDate', 'Please choose a date from tomorrow up to 60 days ahead.'],
  [
    '61 days ahead',
    { visitDate: new Date(Date.now() + 62 * 86_400_000).toISOString().slice(0, 10) },
    'visitDate',
    'Please choose a date from tomorrow up to 60 days ahead.',
  ],
  ['no date', { visitDate: '' }, 'visitDate', 'Please choose a date from tomorrow up to 60 days ahead.'],
  ['an unknown slot', { visitSlot: 'midnight' }, 'visitSlot', 'Please choose a time slot.'],
  ['no slot', { visitSlot: '' }, 'visitSlot', 'Please choose a time slot.'],
  ['11 visitors', { visitors: 11 }, 'visitors', 'Please enter between 1 and 10 visitors.'],
  ['no project', { projectId: '', projectDeveloper: '' }, 'projectId', 'Please book the visit from a project page.'],
  [
    'a project that does not exist',
    { projectId: 'no-such-tower' },
    'projectId',
    'We could not find this project. Please book from its page.',
  ],
])('refuses %s with 400 and a clear message, storing nothing', async (_label, extra, field, message) => {
  const { status, body, stored } = await send(booking(extra));
  expect([status, stored]).toEqual([400, 0]);
  expect((body.fieldErrors as Record<string, string>)[field]).toBe(message);
});

it('keeps visit fields off an enquiry that is not a booking', async () => {
  const { body } = await send({ name: 'Plain', phone: '9810012345', visitDate: '2020-01-01', visitSlot: 'morning' });
  expect(await database.row('Enquiry', body.id as string)).toMatchObject({ visitDate: null, visitSlot: null, visitors: null });
});

it('works as a plain form post without JavaScript, then shows the thank-you page', async () => {
  const form = new URLSearchParams(Object.entries(booking()).map(([key, value]) => [key, String(value)]));
  const before = await database.count('Enquiry');
  const response = await submitForm(
    new Request('http://localhost/enquiry/submit', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://localhost/project-details/godrej/godrej-aristocrat',
        'x-forwarded-for': '203.0.113.9',
      },
      body: form.toString(),
    }),
  );
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toContain('/enquiry/thank-you');
  expect((await database.count('Enquiry')) - before).toBe(1);

  const late = new URLSearchParams({ ...Object.fromEntries(form), visitDate: '2020-01-01' });
  const refused = await submitForm(
    new Request('http://localhost/enquiry/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      body: late.toString(),
    }),
  );
  expect(refused.headers.get('location')).toContain('visitDate.invalid');
});
