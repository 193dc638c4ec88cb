import fs from 'node:fs';
import path from 'node:path';
import 'server-only';
import { ContentError } from './errors';
import { CONTENT_FILES, type ContentFileKey, type ContentOf } from './files';

import { installedDocument, perRevision } from './revision';

// Parsed once per installed revision (or once per process while data/ is read: a build, a test).
const parsedFiles = perRevision(() => new Map<ContentFileKey, unknown>());

function readJson(name: string): unknown {
  const file = path.join(process.cwd(), 'data', name);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ContentError(`data/${name}: cannot be read (${(error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(`data/${name}: invalid JSON (${(error as Error).message})`);
  }
}

export function loadContent<K extends ContentFileKey>(key: K): ContentOf<K> {
  const cache = parsedFiles();
  if (!cache.has(key)) {
    const { name, parse } = CONTENT_FILES[key];
    cache.set(key, parse(installedDocument(name) ?? readJson(name)));
  }
  return cache.get(key) as ContentOf<K>;
}
