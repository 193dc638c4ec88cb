import type { ArrayField, Field } from 'payload';
import { imageSlot, longText, number, text, textList } from '../fields/builders';
import { catalogueGlobal } from './catalogue-global';

const list = (name: string, label: string, singular: string, fields: Field[]): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular, plural: label },
  fields,
});

const titledTexts = (name: string, label: string, singular: string) =>
  list(name, label, singular, [text('title', 'Title', { required: true }), longText('text', 'Text', true)]);

export const Home = catalogueGlobal('home', 'Home page', [
  list('trendingProjects', 'Trending projects', 'Trending project', [
    text('key', 'Project address name', { required: true }),
    text('name', 'Name', { required: true }),
    imageSlot('image', 'Photo'),
    text('price', 'Price', { required: true }),
    text('slug', 'Link', { required: true, description: 'e.g. /project-details/godrej/godrej-aristocrat' }),
  ]),
  list('leadingDevelopers', 'Leading developers', 'Developer', [
    text('key', 'Developer address name', { required: true }),
    text('name', 'Name', { required: true }),
    imageSlot('image', 'Logo'),
    text('url', 'Link', { required: true }),
  ]),
  list('serviceTiles', 'Service tiles', 'Tile', [
    text('key', 'Key', { required: true }),
    text('name', 'Name', { required: true }),
    imageSlot('image', 'Photo'),
    text('slug', 'Link'),
  ]),
]);

export const About = catalogueGlobal('about', 'About page', [
  {
    name: 'founder',
    label: 'Founder',
    type: 'group',
    fields: [
      text('name', 'Name', { required: true }),
      text('role', 'Role', { required: true }),
      text('initials', 'Initials', { required: true }),
      longText('bio', 'Biography', true),
    ],
  },
  longText('mission', 'Mission', true),
  longText('vision', 'Vision', true),
  titledTexts('coreValues', 'Core values', 'Value'),
  titledTexts('services', 'Services', 'Service'),
  titledTexts('reasons', 'Reasons to choose us', 'Reason'),
  list('agentRegistrations', 'Our RERA agent registrations (footer)', 'Registration', [
    {
      name: 'authority',
      label: 'Authority',
      type: 'select',
      required: true,
      options: ['HARERA', 'UP-RERA', 'Delhi RERA'].map((value) => ({ label: value, value })),
    },
    text('number', 'Number', { required: true }),
  ]),
]);

export const Places = catalogueGlobal('places', 'Cities and localities', [
  list('cities', 'Cities', 'City', [
    {
      name: 'slug',
      label: 'City',
      type: 'select',
      required: true,
      options: ['gurgaon', 'delhi', 'noida'].map((value) => ({ label: value, value })),
    },
    text('name', 'Name', { required: true }),
    longText('description', 'Description', true),
    {
      name: 'bounds',
      label: 'Map area',
      type: 'group',
      fields: [number('south', 'South', true), number('west', 'West', true), number('north', 'North', true), number('east', 'East', true)],
    },
  ]),
  textList('localityNames', 'Localities in the search filters', 'Locality'),
  list('topLocalities', 'Top localities', 'Locality', [
    text('key', 'Address name', { required: true }),
    text('name', 'Name', { required: true }),
    imageSlot('image', 'Photo'),
    text('url', 'Link'),
    {
      name: 'guide',
      label: 'Guide',
      type: 'group',
      fields: [
        longText('summary', 'Summary', true),
        number('minPricePerSqft', 'Price per sq ft from (₹)', true),
        number('maxPricePerSqft', 'Price per sq ft to (₹)', true),
        textList('projects', 'Projects', 'Project address name'),
      ],
    },
  ]),
]);

export const Testimonials = catalogueGlobal('testimonials', 'Testimonials', [
  list('items', 'Testimonials', 'Testimonial', [
    text('name', 'Name', { required: true }),
    text('time', 'When', { required: true, description: 'e.g. February 2025' }),
    longText('text', 'What they said'),
    { ...number('rating', 'Rating (1 to 5)'), min: 1, max: 5 } as Field,
    imageSlot('image', 'Photo'),
  ]),
]);

export const Careers = catalogueGlobal('careers', 'Career openings', [
  list('departments', 'Departments', 'Department', [
    text('name', 'Department', { required: true }),
    list('positions', 'Positions', 'Position', [
      text('title', 'Title', { required: true }),
      text('location', 'Location', { required: true }),
      text('type', 'Type', { required: true }),
      longText('summary', 'Summary', true),
    ]),
  ]),
]);

export const Landing = catalogueGlobal('landing', 'Landing pages', [
  list('segments', 'Landing pages', 'Landing page', [
    text('slug', 'Address', { required: true }),
    text('title', 'Title', { required: true }),
    text('noun', 'Noun', { required: true, description: 'e.g. residential projects' }),
    { name: 'query', label: 'Which projects (filters)', type: 'json', required: true },
  ]),
]);

export const Search = catalogueGlobal('search', 'Search entries', [
  list('entries', 'Entries', 'Entry', [
    text('name', 'Name', { required: true }),
    text('path', 'Address', { required: true }),
    textList('keywords', 'Keywords', 'Keyword'),
  ]),
]);

export const CATALOGUE_GLOBALS = [Home, About, Places, Testimonials, Careers, Landing, Search];
