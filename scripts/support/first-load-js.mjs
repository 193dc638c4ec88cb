import { gzipSync } from 'node:zlib';

/**
 * The scripts a page's HTML makes the browser fetch at first load: every `<script src>`, less the
 * noModule ones (legacy polyfills the supported browsers never fetch).
 */
export function firstLoadScriptSources(html) {
  return [
    ...new Set(
      [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
        .filter((match) => !/nomodule/i.test(match[1] + match[3]))
        .map((match) => match[2]),
    ),
  ];
}

export const gzippedBytes = (buffer) => gzipSync(buffer).length;

/** First-load JavaScript of a page on a running server: its scripts' bodies, gzipped, added up. */
export async function firstLoadJsBytes(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  let total = 0;
  for (const source of firstLoadScriptSources(html)) {
    total += gzippedBytes(Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer()));
  }
  return total;
}
