import { enquirySchema } from '@/lib/intake/forms/enquiry-schema';
import { enquirySources } from '@/lib/intake/forms/form-constants';
import { setupTestDatabase } from '@/tests/support/database';
import { jsonRequest } from '@/tests/support/request';
import fc from 'fast-check';
import { POST } from './route';

const url = 'http://localhost/api/enquiry';
const database = setupTestDatabase(1_000_000);

const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const mostly = <T>(usual: fc.Arbitrary<T>, other: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: usual, weight: 4 }, { arbitrary: other, weight: 1 });

const validName = fc.string({ minLength: 1, maxLength: 100 }).filter((name) => name.trim() !== '');
const phoneLike = mostly(fc.stringMatching(/^\+?[0-9]{4,5}[ -]?[0-9]{3,10}$/), fc.oneof(fc.string({ maxLength: 20 }), anyValue));
const emailLike = mostly(
  fc.oneof(fc.stringMatching(/^[a-z0-9]{1,10}@[a-z]{1,10}\.(in|com)$/), fc.constant('')),
  fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }), anyValue),
);

/** Bodies near the valid ones, so both sides of every rule are exercised. */
const enquiryFields = {
  name: mostly(validName, fc.oneof(fc.string({ minLength: 95, maxLength: 120 }), anyValue)),
  phone: phoneLike,
  email: emailLike,
  message: mostly(fc.string({ maxLength: 50 }), fc.oneof(fc.string({ minLength: 1990, maxLength: 2010 }), anyValue)),
  source: mostly(fc.constantFrom(...enquirySources), anyValue),
  website: mostly(fc.constant(''), anyValue),
  fillMs: mostly(fc.nat(10_000), anyValue),
  __proto__: fc.object({ maxDepth: 1 }),
  constructor: anyValue,
};
const enquiryLike = fc.oneof(
  { arbitrary: fc.record(enquiryFields, { requiredKeys: ['name', 'phone'] }), weight: 3 },
  { arbitrary: fc.record(enquiryFields, { requiredKeys: [] }), weight: 1 },
);

const rawBody = fc.oneof(
  { arbitrary: enquiryLike.map((body) => JSON.stringify(body)), weight: 4 },
  { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 1 },
  { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
);

it('never answers 5xx and never stores an invalid body (1,000 random bodies)', async () => {
  await fc.assert(
    fc.asyncProperty(rawBody, async (raw) => {
      const before = await database.count('Enquiry');
      const response = await POST(jsonRequest(url, raw));
      const stored = (await database.count('Enquiry')) - before;
      expect(response.status).toBeLessThan(500);
      await expect(response.json()).resolves.toEqual(expect.any(Object));

      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
      const valid = isObject && enquirySchema.safeParse(parsed).success;
      expect(response.status).toBe(valid ? 201 : 400);
      expect(stored).toBe(valid ? 1 : 0);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }),
    { numRuns: 1000 },
  );
});
