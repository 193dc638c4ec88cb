import type { CollectionConfig, Field } from 'payload';
import { catalogueEditors } from '../access';
import { editedBy, imageSlot, longText, number, text, textList } from '../fields/builders';
import { collectionPreview } from '../preview-urls';
import { publishOnChange } from '../publish/hooks';

export const CATEGORY_OPTIONS = [
  { label: 'Residential', value: 'residential' },
  { label: 'Commercial', value: 'commercial' },
  { label: 'Plots', value: 'plots' },
  { label: 'SCO', value: 'sco' },
];

/** A developer: companyData.json's entry and its place in categories.json. The list's order is the site's order. */
export const Developers: CollectionConfig = {
  slug: 'developers',
  labels: { singular: 'Developer', plural: 'Developers' },
  orderable: true,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'categories', '_status'],
    group: 'Catalogue',
    preview: collectionPreview('developers'),
  },
  access: {
    read: catalogueEditors,
    create: catalogueEditors,
    update: catalogueEditors,
    delete: catalogueEditors,
    readVersions: catalogueEditors,
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 100 },
  hooks: publishOnChange('developers'),
  fields: [
    editedBy,
    text('name', 'Name', { required: true }),
    {
      ...text('slug', 'Address name', { required: true, description: 'The part of the address after /project-details/, e.g. godrej.' }),
      unique: true,
    } as Field,
    {
      name: 'categories',
      label: 'Listed under',
      type: 'select',
      hasMany: true,
      options: CATEGORY_OPTIONS,
    },
    longText('description', 'Description', true),
    imageSlot('logo', 'Logo'),
    imageSlot('bgImage', 'Banner photo'),
    textList('cityPresence', 'Cities', 'City'),
    number('totalProjects', 'Total projects', true),
    number('ongoingProjects', 'Ongoing projects', true),
  ],
};
