import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type TestBucket = {
  /** The CATALOGUE_BUCKET* settings that point the site at this bucket. */
  settings: Record<string, string>;
  /** The object's bytes as the S3 API gives them back, or null when there is none. */
  read: (key: string) => Promise<Buffer | null>;
  keys: () => Promise<string[]>;
  stop: () => Promise<void>;
};

/**
 * A real S3 API on a loopback port (s3rver, its objects in a temporary folder) with one bucket made, as a deployment
 * would have made it. Its signature checks are on: a client with other keys is refused.
 */
export async function startTestBucket(port = 0, name = 'nestora-media'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'nestora-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name }] });
  const listening = await server.run();
  const settings = {
    CATALOGUE_BUCKET: name,
    CATALOGUE_BUCKET_ENDPOINT: `http://127.0.0.1:${listening.port}`,
    CATALOGUE_BUCKET_REGION: 'us-east-1',
    // s3rver's fixed key pair.
    CATALOGUE_BUCKET_ACCESS_KEY_ID: 'S3RVER',
    CATALOGUE_BUCKET_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const client = new S3Client({
    endpoint: settings.CATALOGUE_BUCKET_ENDPOINT,
    region: settings.CATALOGUE_BUCKET_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    settings,
    read: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: name, Key: key }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    keys: async () => ((await client.send(new ListObjectsV2Command({ Bucket: name }))).Contents ?? []).map((entry) => entry.Key ?? ''),
    stop: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
