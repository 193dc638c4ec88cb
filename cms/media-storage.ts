import { s3Storage } from '@payloadcms/storage-s3';
import { catalogueBucket, type CatalogueBucket } from './media-bucket';

/**
 * Payload's S3 storage, registered with or without a bucket so that the media collection has the same fields, and so
 * the same tables, either way (the committed migrations make them; `push` is off). With `alwaysInsertFields` the
 * plugin adds its `prefix` and `_objectKey` columns when it is off too; without a bucket it is off and files stay in
 * the media folder. Objects are keyed by their file name, the name the public pages ask /media for (cms/media-file.ts).
 */
export function mediaStorage(bucket: CatalogueBucket | undefined = catalogueBucket()) {
  return s3Storage({
    enabled: bucket !== undefined,
    alwaysInsertFields: true,
    // An explicit (empty) prefix: with the plugin on, it adds the `prefix` field only when one is given
    // (alwaysInsertFields acts only when it is off), and the two schemas would differ by that column.
    collections: { media: { prefix: '' } },
    bucket: bucket?.name ?? '',
    config: bucket?.client ?? {},
  });
}
