/** @jest-environment jsdom */
import { KEPT_FOR_MS, afterVisit, recordVisit } from './capture';
import { KEPT_ATTRIBUTION_KEY, withKeptAttribution } from './kept';
import { touchOfVisit } from './touch';

const day = 24 * 60 * 60 * 1000;
const t0 = new Date('2026-01-01T10:00:00.000Z');
const visit = (href: string, referrer = '', at = t0) => touchOfVisit(new URL(href), referrer, at);
const kept = () => JSON.parse(localStorage.getItem(KEPT_ATTRIBUTION_KEY) ?? 'null');

describe('touchOfVisit', () => {
  it('reads the campaign parameters and click ids, ignores other parameters, and keeps the landing path with its campaign query', () => {
    const { touch, signal } = visit(
      'https://www.nestora.in/project-details/dlf/privana?utm_source=google&utm_medium=cpc&utm_campaign=gurgaon-3bhk&utm_term=3bhk&utm_content=ad1&gclid=abc&gbraid=g&wbraid=w&fbclid=f&page=2',
    );
    expect(signal).toBe(true);
    expect(touch).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'gurgaon-3bhk',
      term: '3bhk',
      content: 'ad1',
      gclid: 'abc',
      gbraid: 'g',
      wbraid: 'w',
      fbclid: 'f',
      landing:
        '/project-details/dlf/privana?utm_source=google&utm_medium=cpc&utm_campaign=gurgaon-3bhk&utm_term=3bhk&utm_content=ad1&gclid=abc&gbraid=g&wbraid=w&fbclid=f',
      at: t0.toISOString(),
    });
  });

  it("takes an outside referrer's host, and ignores the site's own", () => {
    expect(visit('https://www.nestora.in/', 'https://www.google.com/search?q=flats')).toMatchObject({
      signal: true,
      touch: { referrer: 'www.google.com' },
    });
    const internal = visit('https://www.nestora.in/about', 'https://www.nestora.in/');
    expect(internal.signal).toBe(false);
    expect(internal.touch.referrer).toBeUndefined();
  });

  it('limits each value to 200 characters', () => {
    const { touch } = visit(`https://www.nestora.in/?utm_campaign=${'c'.repeat(500)}`);
    expect(touch.campaign).toHaveLength(200);
    expect(touch.landing).toHaveLength(200);
  });
});

describe('afterVisit', () => {
  const first = visit('https://www.nestora.in/?utm_source=google&gclid=abc').touch;

  it('keeps the first visit as first and latest touch, a direct one too', () => {
    expect(afterVisit(null, visit('https://www.nestora.in/about'), t0)).toEqual({
      first: { landing: '/about', at: t0.toISOString() },
      last: { landing: '/about', at: t0.toISOString() },
    });
  });

  it('makes a later campaign visit the latest touch and keeps the first', () => {
    const later = new Date(t0.getTime() + 10 * day);
    const whatsapp = visit('https://www.nestora.in/?utm_source=whatsapp', '', later);
    expect(afterVisit({ first, last: first }, whatsapp, later)).toEqual({ first, last: whatsapp.touch });
  });

  it('changes nothing on a plain internal or direct page load', () => {
    const later = new Date(t0.getTime() + 10 * day);
    expect(
      afterVisit({ first, last: first }, visit('https://www.nestora.in/contact-us', 'https://www.nestora.in/', later), later),
    ).toBeNull();
    expect(afterVisit({ first, last: first }, visit('https://www.nestora.in/', '', later), later)).toBeNull();
  });

  it('starts fresh on a direct visit 90 days after the latest touch', () => {
    const expired = new Date(t0.getTime() + KEPT_FOR_MS + 1);
    const direct = visit('https://www.nestora.in/', '', expired);
    expect(afterVisit({ first, last: first }, direct, expired)).toEqual({ first: direct.touch, last: direct.touch });
    const stillCounts = new Date(t0.getTime() + KEPT_FOR_MS - 1);
    expect(afterVisit({ first, last: first }, visit('https://www.nestora.in/', '', stillCounts), stillCounts)).toBeNull();
  });

  it('starts fresh when what is kept is not a pair of touches', () => {
    const direct = visit('https://www.nestora.in/');
    expect(afterVisit({ first: 'x' }, direct, t0)).toEqual({ first: direct.touch, last: direct.touch });
  });
});

describe('recordVisit and withKeptAttribution', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the touches in localStorage and adds them to a payload', () => {
    recordVisit('https://www.nestora.in/?utm_source=google&utm_medium=cpc', '');
    recordVisit('https://www.nestora.in/about', 'https://www.nestora.in/');
    recordVisit('https://www.nestora.in/?utm_source=whatsapp', '');
    expect(kept().first).toMatchObject({ source: 'google', medium: 'cpc', landing: '/?utm_source=google&utm_medium=cpc' });
    expect(kept().last).toMatchObject({ source: 'whatsapp', landing: '/?utm_source=whatsapp' });
    expect(document.cookie).toBe('');
    expect(withKeptAttribution({ name: 'Asha' })).toEqual({ name: 'Asha', attribution: kept() });
  });

  it('leaves a payload as it is when nothing is kept or the kept text is spoilt', () => {
    expect(withKeptAttribution({ name: 'Asha' })).toEqual({ name: 'Asha' });
    localStorage.setItem(KEPT_ATTRIBUTION_KEY, '{not json');
    expect(withKeptAttribution({ name: 'Asha' })).toEqual({ name: 'Asha' });
    recordVisit('https://www.nestora.in/?utm_source=google', '');
    expect(kept().first.source).toBe('google');
  });
});

describe('a privacy link is never a touch (issue 39)', () => {
  const token = 'cmlead0001.1790000000.c2lnbmF0dXJlLW9mLXRoZS1wcml2YWN5LWxpbms';
  beforeEach(() => localStorage.clear());

  it('records nothing when the privacy link is opened from webmail, nor on a staff page', () => {
    recordVisit(`https://www.nestora.in/privacy/choices?token=${token}`, 'https://mail.google.com/');
    recordVisit('https://www.nestora.in/privacy/your-data/verify?token=abc', 'https://mail.google.com/');
    recordVisit('https://www.nestora.in/admin/leads?q=9876543210', 'https://www.nestora.in/');
    expect(localStorage.getItem(KEPT_ATTRIBUTION_KEY)).toBeNull();
    recordVisit('https://www.nestora.in/?utm_source=google', '');
    const before = localStorage.getItem(KEPT_ATTRIBUTION_KEY);
    recordVisit(`https://www.nestora.in/privacy/choices?token=${token}&utm_source=mail`, 'https://mail.google.com/');
    expect(localStorage.getItem(KEPT_ATTRIBUTION_KEY)).toBe(before);
  });

  it('keeps only the campaign parameters of a landing query, so no token or other parameter travels on', () => {
    recordVisit(`https://www.nestora.in/about?token=${token}&utm_source=mail&q=9876543210&gclid=g1`, 'https://mail.google.com/');
    expect(JSON.stringify(kept())).not.toContain(token);
    expect(kept().first.landing).toBe('/about?utm_source=mail&gclid=g1');
  });
});
