import type { ArrayField, Field, GroupField } from 'payload';

/**
 * Field builders for the catalogue's shapes. A data file's list of strings (amenities, keywords) is an array of
 * one-field rows, so the editor can add, remove and drag them into order; an image is a slot that takes an
 * upload or keeps the path of an image shipped with the site (the seed's images are files in public/images).
 */

export const text = (name: string, label: string, options: Partial<{ required: boolean; description: string }> = {}): Field => ({
  name,
  label,
  type: 'text',
  required: options.required ?? false,
  admin: options.description ? { description: options.description } : undefined,
});

export const longText = (name: string, label: string, required = false): Field => ({ name, label, type: 'textarea', required });

export const number = (name: string, label: string, required = false): Field => ({ name, label, type: 'number', required });

export const textList = (name: string, label: string, singular: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular, plural: label },
  fields: [{ name: 'value', label: singular, type: 'text', required: true }],
});

const imageFields = (label: string): Field[] => [
  {
    name: 'upload',
    label,
    type: 'upload',
    relationTo: 'media',
    admin: { description: 'Upload a photo or plan (JPEG, PNG, WebP, AVIF or PDF, 15 MB at most).' },
  },
  {
    name: 'path',
    label: `${label}: image shipped with the site`,
    type: 'text',
    admin: { description: 'Used when nothing is uploaded, e.g. /images/projects/residential-01.webp.' },
  },
];

/** One image: an upload, or the path of a shipped image (the publish check refuses a slot with neither). */
export const imageSlot = (name: string, label: string): GroupField => ({ name, label, type: 'group', fields: imageFields(label) });

export const imageList = (name: string, label: string, singular: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular, plural: label },
  fields: imageFields(singular),
});

/** Who saved this version last: each version keeps it, so the history shows who changed what. */
export const editedBy: Field = {
  name: 'editedBy',
  label: 'Last edited by',
  type: 'text',
  admin: { readOnly: true, position: 'sidebar' },
};
