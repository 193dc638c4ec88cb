/**
 * What the forms need in the browser besides validation: limits, lists and required fields. Kept
 * apart from the zod schemas so that a page with a form does not load zod until the visitor submits.
 */

export const MAX_NAME_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_ABOUT_LENGTH = 5000;

/** Which form an enquiry came from; stored so staff can tell the footer from a project page. */
export const enquirySources = [
  'footer',
  'floating',
  'contact-modal',
  'home-popup',
  'no-results',
  'contact-page',
  'project',
  'hero',
  'locality-guide',
  'city-page',
  'shortlist',
  'site-visit',
  'api',
] as const;
export type EnquirySource = (typeof enquirySources)[number];

/** What the visitor wants: the home hero's Rent / Lease and Sell buttons, or a project page's site-visit booking. */
export const enquiryIntents = ['buy', 'rent', 'sell', 'site-visit'] as const;
export type EnquiryIntent = (typeof enquiryIntents)[number];

/** Fields a person fills in; the only ones that get per-field messages. */
export type EnquiryField = 'name' | 'phone' | 'email' | 'message';
export type ApplicationField = 'name' | 'email' | 'about';

export function requiredFields(source: EnquirySource): EnquiryField[] {
  return source === 'contact-page' ? ['name', 'email'] : ['name', 'phone'];
}
