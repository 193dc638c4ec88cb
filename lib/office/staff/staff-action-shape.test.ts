import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..', '..');

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((path) => join(folder, path))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith(join('lib', 'generated')));
}

const code = [...sources('app/(staff)/admin'), ...sources('lib')].map((path) => ({
  path: relative(root, join(root, path)),
  text: readFileSync(join(root, path), 'utf8'),
}));

// The one reader of a posted form, and the action shape that hands it the FormData.
const formReaders = ['lib/office/staff/staff-action.ts', 'lib/platform/http/form-values.ts'];
// Code that builds a multipart body to send (not a posted form to read): the media upload to Meta's Graph API.
const formBuilders = ['lib/intake/sources/whatsapp/graph.ts'];

describe('the one staff action shape', () => {
  it('has no action or lib/ function that takes FormData or reads its fields but the one reader', () => {
    const readers = code.filter(({ text }) => /\bFormData(EntryValue)?\b|\bformData\b/.test(text)).map(({ path }) => path);
    expect(readers.filter((path) => !formBuilders.includes(path)).sort()).toEqual(formReaders);
  });

  it('lets the code that builds a multipart body to send read no posted form', () => {
    const builders = code.filter(({ path }) => formBuilders.includes(path));
    expect(builders.map(({ path }) => path)).toEqual(formBuilders);
    for (const { text } of builders) expect(text).not.toMatch(/\.formData\(|\bformData\b|FormDataEntryValue/);
  });

  it('builds every action of app/(staff)/admin with staffAction or publicAction and its input schema', () => {
    const actions = code.filter(({ path }) => path.startsWith('app/(staff)/admin/') && path.endsWith('actions.ts'));
    expect(actions.length).toBeGreaterThan(10);
    const unshaped = actions.flatMap(({ path, text }) => {
      const exported = [...text.matchAll(/^export const (\w+) =/gm)].map(([, name]) => name);
      const shaped = [
        ...text.matchAll(/^export const (\w+) =\s*(staffAction\(\s*\{\s*role: '[\w-]+',\s*input:|publicAction\(\s*\{\s*input:)/gm),
      ];
      const shapedNames = new Set(shaped.map(([, name]) => name));
      return exported.filter((name) => !shapedNames.has(name)).map((name) => `${path}: ${name}`);
    });
    expect(unshaped).toEqual([]);
  });
});
