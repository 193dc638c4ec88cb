/**
 * One instance of the catalogue editor for cms/publish/concurrent-publish.test.ts (./editor-child.mts): an editor
 * publishing a new price of one project while another instance publishes another's. The parent lines the two up:
 *
 *   publish <staffId> <email> <name> <projectId> <price>
 *
 * writes `ready` once the editor is open, waits for `start` on its input, publishes the price as that editor, and
 * writes a JSON line. Inside the publish, once the would-be catalogue has been read and judged (the publish hooks'
 * beforeChange, which runs before this one) and before anything is stored, it writes `read` and waits for `go`: the
 * parent holds both publishes there, so both read before either stores, as two editors clicking Publish together.
 */
import { createInterface } from 'node:readline';
import type { CollectionBeforeChangeHook } from 'payload';
import { editorUser, projectRowId, runEditorInstance, say } from './editor-child.mjs';

const lines = createInterface({ input: process.stdin });
const told = (word: string) =>
  new Promise<void>((resolve) => {
    const listen = (line: string) => {
      if (line.trim() !== word) return;
      lines.off('line', listen);
      resolve();
    };
    lines.on('line', listen);
  });
const tell = (word: string) => process.stdout.write(`${word}\n`);

runEditorInstance(async (payload, [command, staffId, email, name, projectId, price]) => {
  if (command !== 'publish') throw new Error(`Unknown command ${command}`);
  const asEditor = await editorUser(payload, { staffId: staffId!, email: email!, name: name! });
  const id = await projectRowId(payload, projectId!);
  const holdAfterRead: CollectionBeforeChangeHook = async ({ data }) => {
    if (data._status === 'published') {
      const go = told('go');
      tell('read');
      await go;
    }
    return data;
  };
  payload.collections.projects!.config.hooks.beforeChange.push(holdAfterRead);

  const start = told('start');
  tell('ready');
  await start;
  const doc = await payload.update({
    collection: 'projects',
    id,
    data: { price, _status: 'published' },
    draft: false,
    user: asEditor,
    overrideAccess: false,
  });
  lines.close();
  say({ price: doc.price });
});
