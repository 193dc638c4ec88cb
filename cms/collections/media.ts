import { readFile } from 'node:fs/promises';
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload';
import { catalogueEditors, everyone } from '../access';
import { catalogueMediaDir } from '../media-location';
import { MEDIA_TYPES, mediaType } from '../media-type';

/** Refuses an upload whose content is not one of MEDIA_TYPES (cms/media-type.ts), before Payload stores anything. */
const typeByContent: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args;
  const file = req.file;
  if (!file) return args;
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : new Uint8Array();
  const judged = await mediaType(bytes, file.name);
  if ('problem' in judged) throw new APIError(judged.problem, 400, null, true);
  file.mimetype = judged.mime;
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
