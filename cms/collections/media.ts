import { fileTypeFromBuffer } from 'file-type';
import { readFile } from 'node:fs/promises';
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload';
import { catalogueEditors, everyone } from '../access';
import { catalogueMediaDir } from '../media-location';

/** What the editor takes: photos in the formats browsers show, and PDF brochures. No SVG: it can carry script. */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf'] as const;
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;

/**
 * The type is read from the file's first bytes, never from its name or the browser's word: a page renamed
 * tower.jpg is refused. (Payload falls back to the name when it cannot tell the type; we do not.)
 */
const typeByContent: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args;
  const file = req.file;
  if (!file) return args;
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : null;
  if (!bytes || bytes.length > MEDIA_MAX_BYTES)
    throw new APIError('The file is over 15 MB: make it smaller and upload it again.', 400, null, true);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(MEDIA_TYPES as readonly string[]).includes(detected.mime)) {
    throw new APIError(`${file.name} is not a JPEG, PNG, WebP, AVIF or PDF file (read from its content).`, 400, null, true);
  }
  file.mimetype = detected.mime;
  return args;
};

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Photo or plan', plural: 'Photos and plans' },
  admin: { group: 'Catalogue', useAsTitle: 'alt' },
  access: { read: everyone, create: catalogueEditors, update: catalogueEditors, delete: catalogueEditors },
  hooks: { beforeOperation: [typeByContent] },
  upload: {
    staticDir: catalogueMediaDir(),
    mimeTypes: [...MEDIA_TYPES],
    focalPoint: true,
    // The widths the pages ask next/image for (next.config.ts deviceSizes); WebP, the focal point kept in view.
    imageSizes: [
      { name: 'card', width: 640, height: 480, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'wide', width: 1200, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'full', width: 1920, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
    adminThumbnail: 'card',
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      admin: { description: 'What the photo shows, for buyers who cannot see it, e.g. "Tower B from the central lawn".' },
    },
  ],
};
