import { env, type Env } from '@/lib/platform/env';
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

export type CatalogueBucket = { name: string; client: S3ClientConfig };

/** The bucket the editor's uploads go to when CATALOGUE_BUCKET is set (env.ts checks the five settings come together). */
export function catalogueBucket(settings: Env = env()): CatalogueBucket | undefined {
  const {
    CATALOGUE_BUCKET: name,
    CATALOGUE_BUCKET_ENDPOINT: endpoint,
    CATALOGUE_BUCKET_REGION: region,
    CATALOGUE_BUCKET_ACCESS_KEY_ID: accessKeyId,
    CATALOGUE_BUCKET_SECRET_ACCESS_KEY: secretAccessKey,
  } = settings;
  if (!name || !endpoint || !region || !accessKeyId || !secretAccessKey) return undefined;
  // Path-style (<endpoint>/<bucket>/<key>): what every S3-compatible service answers, without a DNS name per bucket.
  return { name, client: { endpoint, region, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } } };
}

let client: S3Client | undefined;

/** One client for the public /media route's reads (cms/media-file.ts). */
export function bucketClient(bucket: CatalogueBucket): S3Client {
  client ??= new S3Client(bucket.client);
  return client;
}
