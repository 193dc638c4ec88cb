import type { Env } from '@/lib/platform/env';

/** One source as /admin/sources lists it. `stored` names how its leads' `source` column reads. */
export type SourceEntry = {
  id: string;
  label: string;
  /** Where it sends to, or how it is used. */
  how: string;
  /** The settings it needs that are unset; empty when it is set up. */
  missing: (settings: Env) => string[];
  stored: { equals: string } | { startsWith: string } | { in: string[] };
};

const unset = (settings: Env, names: (keyof Env)[]) => names.filter((name) => settings[name] === undefined).map(String);

/**
 * Every outside source the site takes leads from. The portal mailbox (lib/intake/sources/portal-mail) stores its
 * portals' leads as 99acres, magicbricks and housing.
 */
export const sources: SourceEntry[] = [
  {
    id: 'meta',
    label: 'Meta lead ads (Facebook and Instagram)',
    how: 'Webhook /api/intake/meta (Page subscription to leadgen); leads fetched from the Graph API',
    missing: (settings) => unset(settings, ['META_APP_SECRET', 'META_VERIFY_TOKEN', 'META_GRAPH_TOKEN']),
    stored: { equals: 'meta' },
  },
  {
    id: 'whatsapp',
    label: 'WhatsApp (Cloud API)',
    how: 'Webhook /api/intake/whatsapp (WhatsApp Business account subscription to messages); replies from the lead page',
    missing: (settings) =>
      unset(settings, [
        'WHATSAPP_PHONE_NUMBER_ID',
        'WHATSAPP_BUSINESS_ACCOUNT_ID',
        'WHATSAPP_ACCESS_TOKEN',
        'WHATSAPP_APP_SECRET',
        'WHATSAPP_VERIFY_TOKEN',
      ]),
    stored: { equals: 'whatsapp' },
  },
  {
    id: 'google',
    label: 'Google Ads lead forms',
    how: 'Webhook /api/intake/google, with GOOGLE_LEAD_KEY as the key in the lead form',
    missing: (settings) => unset(settings, ['GOOGLE_LEAD_KEY']),
    stored: { equals: 'google' },
  },
  {
    id: 'api',
    label: 'Other tools (API)',
    how: 'POST /api/intake/<name> with an API key made below',
    missing: () => [],
    stored: { startsWith: 'api:' },
  },
  {
    id: 'csv',
    label: 'Spreadsheet imports',
    how: 'CSV upload at /admin/sources/import',
    missing: () => [],
    stored: { equals: 'csv' },
  },
  {
    id: 'portals',
    label: 'Property portals by e-mail (99acres, MagicBricks, Housing.com)',
    how: 'Their lead mails, read from the mailbox at PORTAL_IMAP_URL every PORTAL_IMAP_INTERVAL_SECONDS',
    missing: (settings) => unset(settings, ['PORTAL_IMAP_URL']),
    stored: { in: ['99acres', 'magicbricks', 'housing'] },
  },
];
