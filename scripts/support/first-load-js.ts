import { gzipSync } from 'node:zlib';
import { DEFERRED_SCRIPT_ATTRIBUTE } from '../../browser/hydration-loader/deferred-script-attribute';

/**
 * The scripts a page's HTML makes the browser fetch at first load: every `<script src>`, and every framework
 * script the server defers until the page has painted (still fetched on the first visit), less the noModule
 * ones (legacy polyfills the supported browsers never fetch).
 */
export function firstLoadScriptSources(html: string): string[] {
  const source = new RegExp(`\\s(?:src|${DEFERRED_SCRIPT_ATTRIBUTE})="([^"]+)"`);
  const sources: string[] = [];
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/g)) {
    if (/nomodule/i.test(attributes)) continue;
    const found = source.exec(attributes)?.[1];
    if (found) sources.push(found);
  }
  return [...new Set(sources)];
}

export const gzippedBytes = (buffer: Buffer): number => gzipSync(buffer).length;

/** First-load JavaScript of a page on a running server: its scripts' bodies, gzipped, added up. */
export async function firstLoadJsBytes(pageUrl: string): Promise<number> {
  const html = await (await fetch(pageUrl)).text();
  let total = 0;
  for (const source of firstLoadScriptSources(html)) {
    total += gzippedBytes(Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer()));
  }
  return total;
}
