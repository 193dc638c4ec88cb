import { remember } from '@/lib/platform/process/remember';

const state = () => remember('catalogue.editor-open', () => ({ open: false }));

/** True once the editor's tables are there (cms/start.ts): Payload's job runner (scheduled publishes) waits for it. */
export const catalogueEditorOpen = (): boolean => state().open;

export function markCatalogueEditorOpen(): void {
  state().open = true;
}
