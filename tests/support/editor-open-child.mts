/**
 * One instance of the catalogue editor for cms/editor-opening.test.ts (./editor-child.mts): opens the editor on the
 * test's database as the site's start does, and answers with the migrations its store records.
 */
import { runEditorInstance, say } from './editor-child.mjs';

runEditorInstance(async (payload) => {
  const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, depth: 0, overrideAccess: true });
  say({ migrations: docs.map((doc) => (doc as { name: string }).name).sort() });
});
