import type { CollectionConfig, Field } from 'payload';
import { catalogueEditors } from '../access';
import { editedBy, imageList, imageSlot, longText, number, text, textList } from '../fields/builders';
import { collectionPreview } from '../preview-urls';
import { publishOnChange } from '../publish/hooks';

/**
 * A project of any category: its entry in residentialProjects.json or commercialProjects.json (plots and SCO are
 * commercial entries) and its floor and payment plans in floorAndPaymentPlans.json.
 */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: 'Project', plural: 'Projects' },
  orderable: true,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'developer', 'price', 'projectStatus', '_status'],
    group: 'Catalogue',
    listSearchableFields: ['name', 'projectId', 'localities'],
    preview: collectionPreview('projects'),
  },
  access: {
    read: catalogueEditors,
    create: catalogueEditors,
    update: catalogueEditors,
    delete: catalogueEditors,
    readVersions: catalogueEditors,
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 100 },
  hooks: publishOnChange('projects'),
  fields: [
    editedBy,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Overview',
          fields: [
            text('name', 'Name', { required: true }),
            {
              ...text('projectId', 'Address name', {
                required: true,
                description: 'The last part of the address, e.g. godrej-aristocrat.',
              }),
              unique: true,
            } as Field,
            { name: 'developer', label: 'Developer', type: 'relationship', relationTo: 'developers', required: true },
            {
              name: 'listedIn',
              label: 'Listed in',
              type: 'select',
              required: true,
              defaultValue: 'residential',
              options: [
                { label: 'Residential', value: 'residential' },
                { label: 'Commercial (also plots and SCO)', value: 'commercial' },
              ],
            },
            text('propertyType', 'Property type', {
              required: true,
              description: 'e.g. Residential Apartment, Commercial Space, Plots, SCO.',
            }),
            text('projectStatus', 'Status', { required: true, description: 'e.g. New Launch, Under Construction, Ready to Move.' }),
            text('possession', 'Possession', { description: 'e.g. Dec 2029.' }),
            longText('description', 'Description'),
          ],
        },
        {
          label: 'Price and units',
          fields: [
            text('price', 'Price range', { required: true, description: 'As buyers read it: ₹ 5.7 Cr - 8.49 Cr, ₹ 95 Lakh - 1.4 Cr.' }),
            {
              name: 'budget',
              label: 'Budget for the filters (₹)',
              type: 'group',
              fields: [number('min', 'From (₹)'), number('max', 'To (₹)')],
            },
            text('bedrooms', 'Configurations', { description: 'e.g. 3, 4 BHK.' }),
            text('area', 'Unit sizes', { description: 'e.g. 2650 - 3950 sq.ft.' }),
            text('furnishing', 'Furnishing'),
            {
              name: 'floors',
              label: 'Floor plans',
              type: 'array',
              labels: { singular: 'Floor plan', plural: 'Floor plans' },
              fields: [
                number('floorNumber', 'Order', true),
                text('unitType', 'Unit type'),
                imageSlot('image', 'Plan'),
                text('area', 'Area', { required: true }),
                text('pricePerSqft', 'Price per sq ft', { required: true }),
              ],
            },
            {
              name: 'paymentPlan',
              label: 'Payment plan',
              type: 'array',
              labels: { singular: 'Instalment', plural: 'Instalments' },
              fields: [
                text('particulars', 'When', { required: true }),
                text('time', 'Time'),
                text('installment', 'Share', { required: true }),
              ],
            },
          ],
        },
        {
          label: 'Location',
          fields: [
            text('city', 'City', { description: 'Gurgaon, Delhi or Noida.' }),
            text('localities', 'Locality', { required: true }),
            text('location', 'Address'),
            {
              name: 'coordinates',
              label: 'Map point',
              type: 'group',
              fields: [number('latitude', 'Latitude', true), number('longitude', 'Longitude', true)],
            },
            textList('nearbyLocations', 'Nearby', 'Place'),
          ],
        },
        {
          label: 'Photos and plans',
          fields: [
            imageSlot('image', 'Main photo'),
            imageList('images', 'Gallery', 'Photo'),
            imageList('sitePlanImages', 'Site plans', 'Site plan'),
          ],
        },
        {
          label: 'Features',
          fields: [textList('amenities', 'Amenities', 'Amenity'), textList('specifications', 'Specifications', 'Specification')],
        },
        {
          label: 'RERA',
          fields: [
            text('reraNumber', 'RERA registration', {
              description: 'HRERA (Gurugram), UP-RERA or Delhi RERA number, checked against the authority’s format.',
            }),
          ],
        },
      ],
    },
  ],
};
