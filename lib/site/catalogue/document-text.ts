/**
 * A catalogue document's text as the data files are written (two spaces, a final newline): what is hashed, stored,
 * exported and sent at /data/<name>.json. Apart from the schemas, so that the server (server/catalogue.ts) can use it.
 */
export const documentText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;
