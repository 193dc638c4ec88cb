import fs from 'node:fs';
import path from 'node:path';
import 'server-only';
import { ContentError } from './errors';

const FILE = 'common-passwords.txt';
let cached: ReadonlySet<string> | undefined;

/** data/common-passwords.txt as a set of lower-case passwords (see data/README.md for its source). */
export function commonPasswords(): ReadonlySet<string> {
  if (cached) return cached;
  let text: string;
  try {
    text = fs.readFileSync(path.join(process.cwd(), 'data', FILE), 'utf8');
  } catch (error) {
    throw new ContentError(`data/${FILE}: cannot be read (${(error as Error).message})`);
  }
  const entries = text.split('\n').filter((line) => line !== '');
  if (entries.some((entry) => entry !== entry.toLowerCase())) throw new ContentError(`data/${FILE}: every entry must be lower-case`);
  cached = new Set(entries);
  return cached;
}
