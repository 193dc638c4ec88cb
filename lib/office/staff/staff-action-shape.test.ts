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

  it("lets no staff page word an action's outcome from its address: the answer comes to the page flashed, as an ActionResult", () => {
    const staffCode = code.filter(({ path }) => path.startsWith('app/(staff)/') || path.startsWith('lib/office/'));
    // A table of words by the code an address carries (lib/platform/text/message-for.ts) is for public pages only.
    expect(staffCode.filter(({ text }) => /\bmessageFor\b|\bMessageTable\b/.test(text)).map(({ path }) => path)).toEqual([]);
    // No action or route sends a form back with an outcome in the address (`?error=`, `?done=`, `&attachment=`…);
    // the sign-in page's notices (`/admin/login?welcome=1`) are the sign-in routes' and the gate's, not an action's.
    const addressed = staffCode.flatMap(({ path, text }) =>
      [...text.matchAll(/[`'"](\/admin[^`'"]*[?&][\w-]+=[^`'"]*)[`'"]/g)]
        .map(([, address]) => address!)
        .filter((address) => !/^\/admin\/login\?(welcome|reset)=1$/.test(address) && !address.includes('?confirm=erase'))
        .filter((address) => /[?&][\w-]*(error|done|attach\w*|sent|changed|mailed|off|limited|availability)=/.test(address))
        .map((address) => `${path}: ${address}`),
    );
    expect(addressed).toEqual([]);
    // A page reads its answer with flashedResult, never a code from its searchParams (the sign-in pages' notices aside).
    const pages = staffCode.filter(({ path }) => path.endsWith('page.tsx'));
    const codeReaders = pages.filter(({ text }) => /\.get\(\s*'([\w-]*error|done|attach\w*|sent|changed|mailed|off)'\s*\)/.test(text));
    expect(codeReaders.map(({ path }) => path).filter((path) => !path.startsWith('app/(staff)/admin/login/'))).toEqual([]);
    expect(pages.filter(({ text }) => text.includes('flashedResult(')).length).toBeGreaterThanOrEqual(12);
  });
});
