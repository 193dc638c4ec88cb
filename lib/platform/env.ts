import '@/lib/platform/validation/jitless';

import { databaseTarget } from '@/lib/platform/db/target';
import { isLoopbackHost } from '@/lib/platform/http/loopback';
import { tileUrlProblem } from '@/lib/platform/tile-template.mjs';
import { z } from 'zod';

// An empty value (e.g. `SMTP_URL=` copied from .env.example) means "not set".
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const mailUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be smtp://user:pass@host:port or smtps://… (TLS)');

const addressList = z
  .string()
  .refine(
    (value) => value.split(',').every((address) => z.email().safeParse(address.trim()).success),
    'must be e-mail addresses separated by commas',
  );

/** A site whose address is this machine is a test or a developer's run, never a deployment. */
function siteIsOnThisMachine(siteUrl: string): boolean {
  try {
    return isLoopbackHost(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

const webhookUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be an http:// or https:// address');

// Standard Webhooks secrets: `whsec_` and the base64 of 24 to 64 random bytes.
const webhookSecret = z.string().refine((value) => {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  const bytes = match?.[1] ? Buffer.from(match[1], 'base64').length : 0;
  return bytes >= 24 && bytes <= 64;
}, 'must be whsec_ followed by the base64 of 24 to 64 random bytes (see the README)');

const imapUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'imap:' || url.protocol === 'imaps:') && url.hostname !== '' && url.username !== '' && url.password !== '';
  } catch {
    return false;
  }
}, 'must be imaps://user:password@host:port (TLS) or imap://… with the user and password URL-encoded');

const imapFolder = z
  .string()
  .trim()
  .min(1, 'must name a folder')
  .max(200)
  .refine((value) => !/[\r\n*%]/.test(value), 'must be a folder name, without *, % or line breaks');

// VAPID keys as `npx web-push generate-vapid-keys` prints them: base64url of a P-256 point (65 bytes) and scalar (32).
const base64urlOf = (bytes: number, what: string) =>
  z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `must be the ${what} printed by \`npx web-push generate-vapid-keys\` (base64url, ${bytes} bytes)`,
    );

const vapidSubject = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'mailto:' && z.email().safeParse(url.pathname).success) || (url.protocol === 'https:' && url.hostname !== '');
  } catch {
    return false;
  }
}, "must be mailto:someone@example.in (or an https:// address) where push services can reach the site's operator");

/**
 * Server environment, parsed once. `.env.example` lists every variable with its default.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_URL: z.string().url().default('http://localhost:3000'),
    // file: is SQLite, postgres(ql):// is PostgreSQL; anything else stops the site (lib/platform/db/target.ts).
    DATABASE_URL: z
      .string()
      .min(1)
      .default('file:./var/nestora.db')
      .superRefine((value, ctx) => {
        try {
          databaseTarget(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    ENQUIRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
    // How many reverse proxies in front of the site append to X-Forwarded-For / set X-Forwarded-Host.
    // 0: the client is the socket peer, and every forwarded header is the client's own claim.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Lead delivery (lib/mail/outbox). A channel whose settings are unset is off.
    SMTP_URL: unsetWhenEmpty(mailUrl),
    LEAD_EMAIL_FROM: unsetWhenEmpty(z.email('must be one e-mail address')),
    LEAD_EMAIL_TO: unsetWhenEmpty(addressList),
    CAREERS_EMAIL_TO: unsetWhenEmpty(addressList),
    LEAD_WEBHOOK_URL: unsetWhenEmpty(webhookUrl),
    LEAD_WEBHOOK_SECRET: unsetWhenEmpty(webhookSecret),
    // Map tiles (lib/platform/tile-template.mjs): OpenStreetMap's servers and credit when unset.
    MAP_TILE_URL: unsetWhenEmpty(
      z.string().superRefine((value, ctx) => {
        const problem = tileUrlProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
    MAP_TILE_ATTRIBUTION: unsetWhenEmpty(z.string().max(500)),
    // Leads without activity for this many months are erased (lib/compliance/retention); Won leads keep only what accounting needs.
    RETENTION_MONTHS: z.coerce
      .number({ message: 'must be a whole number of months' })
      .int('must be a whole number of months')
      .min(1, 'must be at least 1 month')
      .max(120, 'must be at most 120 months (10 years)')
      .default(24),
    // Lead sources (lib/intake/sources): Meta lead ads' leadgen webhook and the Graph API it fetches leads from.
    META_APP_SECRET: unsetWhenEmpty(z.string().min(16, 'must be the app secret of the Meta app (Settings > Basic)')),
    META_VERIFY_TOKEN: unsetWhenEmpty(z.string().min(8, 'must be at least 8 characters')),
    META_GRAPH_TOKEN: unsetWhenEmpty(z.string().min(16, 'must be a Page access token with leads_retrieval')),
    META_GRAPH_URL: z.preprocess((value) => (value === '' ? undefined : value), webhookUrl.default('https://graph.facebook.com/v21.0')),
    // WhatsApp Business Platform, Cloud API (lib/intake/sources/whatsapp, lib/office/whatsapp): the business number's
    // id, its WhatsApp Business account, a system user's access token, the Meta app's secret and the webhook's verify token.
    WHATSAPP_PHONE_NUMBER_ID: unsetWhenEmpty(
      z.string().regex(/^\d{5,30}$/, 'must be the phone number id (digits) from WhatsApp > API Setup'),
    ),
    WHATSAPP_BUSINESS_ACCOUNT_ID: unsetWhenEmpty(z.string().regex(/^\d{5,30}$/, 'must be the WhatsApp Business account id (digits)')),
    WHATSAPP_ACCESS_TOKEN: unsetWhenEmpty(z.string().min(16, 'must be a system user access token with whatsapp_business_messaging')),
    WHATSAPP_APP_SECRET: unsetWhenEmpty(z.string().min(16, 'must be the app secret of the Meta app (Settings > Basic)')),
    WHATSAPP_VERIFY_TOKEN: unsetWhenEmpty(z.string().min(8, 'must be at least 8 characters')),
    WHATSAPP_GRAPH_URL: z.preprocess((value) => (value === '' ? undefined : value), webhookUrl.default('https://graph.facebook.com/v21.0')),
    // Google Ads lead forms: the key entered with the webhook URL in the lead form.
    GOOGLE_LEAD_KEY: unsetWhenEmpty(z.string().min(8, 'must be at least 8 characters')),
    // The key that signs and seals what the site hands out (lib/platform/security/app-secret.ts). On SQLite it may be
    // left unset: the site then keeps a generated key beside the database file.
    // Where the catalogue editor keeps uploaded photos and plans without a bucket (cms/media-location.ts).
    CATALOGUE_MEDIA_DIR: unsetWhenEmpty(z.string().min(1)),
    // An S3-compatible bucket for the editor's uploads (cms/media-storage.ts), shared by every instance: all five
    // settings or none (then the folder above). The bucket must exist; addresses are path-style (endpoint/bucket/key).
    CATALOGUE_BUCKET: unsetWhenEmpty(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'),
    ),
    CATALOGUE_BUCKET_ENDPOINT: unsetWhenEmpty(webhookUrl),
    CATALOGUE_BUCKET_REGION: unsetWhenEmpty(
      z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as ap-south-1 (or auto, or what the provider says)'),
    ),
    CATALOGUE_BUCKET_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(3, 'must be the access key id the provider issued')),
    CATALOGUE_BUCKET_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(6, 'must be the secret access key the provider issued')),
    APP_SECRET: unsetWhenEmpty(z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)')),
    // The mailbox the property portals send their lead mails to (lib/intake/sources/portal-mail); unset: not read.
    PORTAL_IMAP_URL: unsetWhenEmpty(imapUrl),
    PORTAL_IMAP_FOLDER: unsetWhenEmpty(imapFolder).default('INBOX'),
    PORTAL_IMAP_DONE_FOLDER: unsetWhenEmpty(imapFolder).default('Leads/Stored'),
    PORTAL_IMAP_UNREAD_FOLDER: unsetWhenEmpty(imapFolder).default('Leads/Unread'),
    // The portal mailbox's receiving server as it names itself in Authentication-Results (its authserv-id, e.g.
    // mx.google.com): only its verdicts count. Unset, the topmost header counts.
    PORTAL_AUTHSERV_ID: unsetWhenEmpty(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9.-]+$/, 'must be a host name as the server writes it in Authentication-Results (e.g. mx.google.com)'),
    ),
    PORTAL_IMAP_INTERVAL_SECONDS: z.coerce
      .number({ message: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(10, 'must be at least 10 seconds')
      .max(3600, 'must be at most 3600 seconds (an hour)')
      .default(60),

    // Web Push to advisors' devices (lib/platform/security/vapid-keys.ts). On SQLite they may be left unset: the site then
    // keeps a generated pair beside the database file. On PostgreSQL push is off until they are set, the same on every instance.
    VAPID_PUBLIC_KEY: unsetWhenEmpty(base64urlOf(65, 'public key')),
    VAPID_PRIVATE_KEY: unsetWhenEmpty(base64urlOf(32, 'private key')),
    VAPID_SUBJECT: unsetWhenEmpty(vapidSubject),
    // Tests only: lets a device's push address be plain http on this machine (a local push service stand-in).
    PUSH_LOOPBACK_FOR_TESTS: unsetWhenEmpty(z.enum(['1'], { message: 'must be 1 (tests only) or unset' })),
  })
  .superRefine((value, ctx) => {
    if (value.APP_SECRET === undefined && /^postgres(ql)?:/i.test(value.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'APP_SECRET must be set when DATABASE_URL is PostgreSQL (every instance must use the same key)',
      });
    }
    if (value.PUSH_LOOPBACK_FOR_TESTS !== undefined && value.NODE_ENV === 'production' && !siteIsOnThisMachine(value.SITE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_LOOPBACK_FOR_TESTS'],
        message: `PUSH_LOOPBACK_FOR_TESTS is for tests only: a production site at ${value.SITE_URL} must never post to loopback addresses`,
      });
    }
    if (
      value.NODE_ENV === 'production' &&
      !siteIsOnThisMachine(value.SITE_URL) &&
      isLoopbackHost(hostOf(value.CATALOGUE_BUCKET_ENDPOINT ?? ''))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['CATALOGUE_BUCKET_ENDPOINT'],
        message: `CATALOGUE_BUCKET_ENDPOINT is on this machine (a test stand-in): a production site at ${value.SITE_URL} must keep its uploads in a bucket every instance reaches`,
      });
    }
    const bucketSettings = [
      'CATALOGUE_BUCKET',
      'CATALOGUE_BUCKET_ENDPOINT',
      'CATALOGUE_BUCKET_REGION',
      'CATALOGUE_BUCKET_ACCESS_KEY_ID',
      'CATALOGUE_BUCKET_SECRET_ACCESS_KEY',
    ] as const;
    const bucketSet = bucketSettings.filter((name) => value[name] !== undefined);
    if (bucketSet.length > 0) {
      for (const missing of bucketSettings.filter((name) => value[name] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: `${missing} must be set when ${bucketSet.join(', ')} ${bucketSet.length === 1 ? 'is' : 'are'} (the bucket is set whole or not at all)`,
        });
      }
    }
    // Half a channel is a mistake, not a choice: say which setting is missing.
    const needs = (when: keyof typeof value, missing: keyof typeof value, why: string) => {
      if (value[when] !== undefined && value[missing] === undefined) {
        ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} must be set when ${when} is (${why})` });
      }
    };
    needs('SMTP_URL', 'LEAD_EMAIL_FROM', 'the sender of lead e-mails');
    needs('SMTP_URL', 'LEAD_EMAIL_TO', 'the advisors who receive leads');
    needs('LEAD_EMAIL_TO', 'SMTP_URL', 'the mail server that sends them');
    needs('LEAD_EMAIL_FROM', 'SMTP_URL', 'the mail server that sends them');
    needs('CAREERS_EMAIL_TO', 'SMTP_URL', 'the mail server that sends them');
    needs('LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET', 'deliveries are signed');
    needs('LEAD_WEBHOOK_SECRET', 'LEAD_WEBHOOK_URL', 'where deliveries go');
    needs('META_APP_SECRET', 'META_VERIFY_TOKEN', "Meta's webhook subscription is answered with it");
    needs('META_APP_SECRET', 'META_GRAPH_TOKEN', 'the leads are fetched from the Graph API with it');
    needs('META_VERIFY_TOKEN', 'META_APP_SECRET', "Meta's deliveries are verified with it");
    needs('META_GRAPH_TOKEN', 'META_APP_SECRET', "Meta's deliveries are verified with it");

    const whatsapp = [
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_BUSINESS_ACCOUNT_ID',
      'WHATSAPP_ACCESS_TOKEN',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ] as const;
    const someWhatsApp = whatsapp.find((name) => value[name] !== undefined);
    if (someWhatsApp) for (const name of whatsapp) needs(someWhatsApp, name, 'WhatsApp needs all five of its settings');
    if (value.NODE_ENV === 'production' && !siteIsOnThisMachine(value.SITE_URL) && isLoopbackHost(hostOf(value.WHATSAPP_GRAPH_URL))) {
      ctx.addIssue({
        code: 'custom',
        path: ['WHATSAPP_GRAPH_URL'],
        message: `WHATSAPP_GRAPH_URL is on this machine (a test stand-in): a production site at ${value.SITE_URL} must send through Meta's Graph API`,
      });
    }

    needs('VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'the two keys are a pair');
    needs('VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY', 'the two keys are a pair');
    needs('VAPID_PUBLIC_KEY', 'VAPID_SUBJECT', 'push services ask who sends with these keys');
    needs('MAP_TILE_URL', 'MAP_TILE_ATTRIBUTION', "the credit the tile provider's terms require");
  });

export type Env = z.infer<typeof envSchema>;

/**
 * Settings the site no longer reads. Left set, they would suggest a shared staff password still
 * guards /admin, so the site refuses to start until they are removed.
 */
const retiredVariables = {
  ADMIN_USER: 'staff now sign in with their own accounts: create them with `npm run staff:add`, then remove it',
  ADMIN_PASSWORD: 'staff now sign in with their own accounts: create them with `npm run staff:add`, then remove it',
};

export function retiredSettingsIn(environment: Record<string, string | undefined>): string[] {
  return Object.entries(retiredVariables)
    .filter(([name]) => (environment[name] ?? '') !== '')
    .map(([name, why]) => `${name} is no longer used: ${why}.`);
}

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const retired = retiredSettingsIn(process.env);
    if (retired.length > 0) throw new Error(`Invalid environment: ${retired.join(' ')}`);
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}
