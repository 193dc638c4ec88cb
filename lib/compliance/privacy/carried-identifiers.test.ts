import { carriesIdentifier } from './carried-identifiers';

const person = { emails: ['asha.rao@example.in'], phoneKeys: ['9810012345'] };

describe('identifiers carried in what outside senders wrote', () => {
  it('reads a megabyte of text without an address in linear time', () => {
    const started = performance.now();
    expect(carriesIdentifier(`${'a'.repeat(1_000_000)}@x ${'9'.repeat(1_000_000)}`, person)).toBe(false);
    // Quadratic matching took minutes here; linear takes milliseconds. A generous bound, not a benchmark.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('finds the proven phone however it was written, and the e-mail in any case', () => {
    for (const text of [
      '{"field_data":[{"name":"phone_number","values":["+919810012345"]}]}',
      'Mobile: +91-98100 12345 (Verified)',
      'Contact 098100-12345 after 6 pm',
      '{"column_id":"PHONE_NUMBER","string_value":"+91 98100 12345"}',
      'Email: Asha.Rao@Example.IN',
    ]) {
      expect([text, carriesIdentifier(text, person)]).toEqual([text, true]);
    }
  });

  it('does not take another number or address for theirs', () => {
    for (const text of [
      '{"phone":"+919810012346","email":"asha.rao@example.com"}',
      'Email: not.asha.rao@example.in',
      'Email: asha.rao@example.in.co',
      'Budget 98,10,01,234 · Ref 123456',
      'Sector 65, Gurgaon 122001',
    ]) {
      expect([text, carriesIdentifier(text, person)]).toEqual([text, false]);
    }
  });
});
