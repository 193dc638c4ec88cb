import { z } from 'zod';
import { fieldError, inputRefusal, refused } from './action-result';

describe('the one staff action result', () => {
  it("words a schema's refusal by field, the first message each, and an issue about the whole form as the form's", () => {
    const schema = z
      .object({ name: z.string().min(1, 'Enter a name.').max(3, 'Too long.'), code: z.string().min(6, 'Six digits.') })
      .refine(({ name }) => name !== 'abc', 'That name is taken.');
    const refusal = inputRefusal(schema.safeParse({ name: '', code: '1' }).error!);
    expect(refusal).toEqual({ ok: false, fieldErrors: { name: 'Enter a name.', code: 'Six digits.' } });
    expect(inputRefusal(schema.safeParse({ name: 'abc', code: '123456' }).error!)).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'That name is taken.',
    });
    expect([fieldError(refusal, 'name'), fieldError(refusal, 'other'), fieldError({ ok: true }, 'name'), fieldError(null, 'name')]).toEqual(
      ['Enter a name.', undefined, undefined, undefined],
    );
  });

  it('words a refusal the body decides for the form, or for a field', () => {
    expect(refused('No such rule.')).toEqual({ ok: false, fieldErrors: {}, formError: 'No such rule.' });
    expect(refused('Check the file.', { file: 'Too large.' })).toEqual({
      ok: false,
      fieldErrors: { file: 'Too large.' },
      formError: 'Check the file.',
    });
  });
});
