import { startTestBucket, type TestBucket } from '@/tests/support/s3-bucket';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// With a bucket set, /media/<file> serves the bucket's object at the same address as a folder's file, and never the
// folder's: an instance without the file on its disk still serves what another uploaded.
let bucket: TestBucket;
let mediaFileResponse: typeof import('./media-file').mediaFileResponse;
const folder = mkdtempSync(path.join(os.tmpdir(), 'media-'));

beforeAll(async () => {
  bucket = await startTestBucket();
  Object.assign(process.env, bucket.settings, { CATALOGUE_MEDIA_DIR: folder });
  writeFileSync(path.join(folder, 'only-on-disk.webp'), 'RIFF0000WEBP');
  const client = new S3Client({
    endpoint: bucket.settings.CATALOGUE_BUCKET_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(
    new PutObjectCommand({ Bucket: 'nestora-media', Key: 'tower-1920x1280.webp', Body: 'RIFF1111WEBP', ContentType: 'image/webp' }),
  );
  client.destroy();
  // Loaded after the settings: they are read from the environment once.
  ({ mediaFileResponse } = await import('./media-file'));
});

afterAll(async () => {
  await bucket.stop();
});

describe('the public media files from a bucket', () => {
  it('serves the object under its file name, with its type and a week of caching', async () => {
    const response = await mediaFileResponse('tower-1920x1280.webp');
    expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([
      200,
      'image/webp',
      'public, max-age=604800, stale-while-revalidate=86400',
    ]);
    expect(await response.text()).toBe('RIFF1111WEBP');
  });

  it('answers 404 for a name the bucket lacks, even when the folder has it, and for unsafe names', async () => {
    expect((await mediaFileResponse('only-on-disk.webp')).status).toBe(404);
    expect((await mediaFileResponse('missing.webp')).status).toBe(404);
    expect((await mediaFileResponse('..%2Ftower-1920x1280.webp')).status).toBe(404);
  });

  it('fails loudly, not with a 404, when the bucket cannot be read', async () => {
    await bucket.stop();
    await expect(mediaFileResponse('tower-1920x1280.webp')).rejects.toThrow();
    bucket = await startTestBucket();
  });
});
