import { z } from 'zod';
import { formList, formValues } from './form-values';

function formOf(fields: [string, string | File][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe('formValues', () => {
  it('reads a name posted once as its value, and a name posted again as the list of its values in order', () => {
    const values = formValues(
      formOf([
        ['name', 'Gurgaon rule'],
        ['workDays', '1'],
        ['workDays', '3'],
        ['active', 'on'],
      ]),
    );
    expect(values).toEqual({ name: 'Gurgaon rule', workDays: ['1', '3'], active: 'on' });
  });

  it('keeps a chosen file, and leaves out a file input nobody chose a file for', () => {
    const chosen = new File(['name,phone\n'], 'leads.csv', { type: 'text/csv' });
    const values = formValues(
      formOf([
        ['file', chosen],
        ['empty', new File([], '')],
      ]),
    );
    expect(values.file).toBe(chosen);
    expect('empty' in values).toBe(false);
  });

  it('leaves out the fields Next.js adds to a form posted without JavaScript to name its action', () => {
    expect(
      formValues(
        formOf([
          ['$ACTION_ID_abc123', ''],
          ['id', 'x'],
        ]),
      ),
    ).toEqual({ id: 'x' });
  });

  it('keeps a field named like an object property as the posted text, never as a prototype', () => {
    const values = formValues(
      formOf([
        ['__proto__', 'a'],
        ['constructor', 'b'],
      ]),
    );
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.entries(values)).toEqual([
      ['__proto__', 'a'],
      ['constructor', 'b'],
    ]);
  });
});

describe('formList', () => {
  const days = z.object({ workDays: formList(z.string()) });

  it('reads none, one or several values of a checkbox group as a list', () => {
    expect(days.parse(formValues(formOf([]))).workDays).toEqual([]);
    expect(days.parse(formValues(formOf([['workDays', '2']]))).workDays).toEqual(['2']);
    expect(
      days.parse(
        formValues(
          formOf([
            ['workDays', '2'],
            ['workDays', '4'],
          ]),
        ),
      ).workDays,
    ).toEqual(['2', '4']);
  });
});
