import { isMessageCode, messageFor } from './message-for';

const refusals = { invalid: 'That code is not right.', 'not-open': 'This request is already closed.' } as const;

it("gives a table's text for its own codes", () => {
  expect(messageFor(refusals, 'invalid')).toBe('That code is not right.');
  expect(messageFor(refusals, 'not-open')).toBe('This request is already closed.');
});

it('gives nothing for an absent, unknown or empty code', () => {
  expect(messageFor(refusals, null)).toBeUndefined();
  expect(messageFor(refusals, undefined)).toBeUndefined();
  expect(messageFor(refusals, '')).toBeUndefined();
  expect(messageFor(refusals, 'limited')).toBeUndefined();
});

it('gives nothing for the names every object inherits, which an address can carry', () => {
  for (const code of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
    expect(messageFor(refusals, code)).toBeUndefined();
    expect(isMessageCode(refusals, code)).toBe(false);
  }
});

it("narrows a string to the table's codes", () => {
  const codes = 'invalid,limited,__proto__,not-open'.split(',').filter((code) => isMessageCode(refusals, code));
  expect(codes).toEqual(['invalid', 'not-open']);
});

it('looks up tables whose messages carry a heading too', () => {
  const results = { saved: { title: 'Saved', text: 'Your choice is recorded.' } } as const;
  expect(messageFor(results, 'saved')).toEqual({ title: 'Saved', text: 'Your choice is recorded.' });
  expect(messageFor(results, 'constructor')).toBeUndefined();
});
