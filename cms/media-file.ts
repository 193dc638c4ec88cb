import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bucketClient, catalogueBucket } from './media-bucket';
import { catalogueMediaDir } from './media-location';

/** The types the editor accepts (cms/collections/media.ts), by the extension Payload and sharp give the files. */
const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** An upload's bytes from the bucket when one is set (keyed by file name, cms/media-storage.ts), else the folder. */
async function readUpload(filename: string): Promise<Uint8Array | null> {
  const bucket = catalogueBucket();
  if (!bucket) return readFile(path.join(catalogueMediaDir(), filename)).catch(() => null);
  try {
    const object = await bucketClient(bucket).send(new GetObjectCommand({ Bucket: bucket.name, Key: filename }));
    return (await object.Body?.transformToByteArray()) ?? null;
  } catch (error) {
    // A missing file is a 404; a bucket that cannot be reached is an error of ours, logged by Next as one.
    if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

/**
 * An uploaded photo, plan or brochure for the public pages (/media/<file>): read from the bucket or the media folder,
 * never from anywhere a crafted name could reach, at the same address either way. Cached like the shipped images (a
 * week, then revalidated in the background).
 */
export async function mediaFileResponse(filename: string): Promise<Response> {
  const type = TYPES[path.extname(filename).toLowerCase()];
  if (!SAFE_NAME.test(filename) || filename.includes('..') || !type) return notFound();
  const body = await readUpload(filename);
  if (!body) return notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
