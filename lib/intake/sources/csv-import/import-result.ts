/** One row of a preview as the import form shows it. */
export type ImportPreviewRow = {
  line: number;
  name: string;
  phone: string | null;
  email: string | null;
  problems: string[];
  notes: string[];
  alreadyImported: boolean;
};

/**
 * What the import form shows besides a notice or an error: the file it carries to the next step (so it
 * is not chosen again), the preview of its rows, or what was stored.
 */
export type ImportData = {
  csv?: string;
  fileName?: string;
  origin?: { channel: string; sourceName: string; campaign: string | null };
  rows?: ImportPreviewRow[];
  ready?: number;
  stored?: number;
  batchId?: string | null;
};
