import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envSchema, retiredSettingsIn } from './env';

function exampleEntries(): Record<string, string> {
  const text = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => {
        const [key = '', ...value] = line.split('=');
        return [key.trim(), value.join('=')];
      }),
  );
}

it('.env.example lists every variable of lib/platform/env.ts, each with a comment', () => {
  const example = exampleEntries();
  expect(Object.keys(example).sort()).toEqual(Object.keys(envSchema.shape).sort());
  const text = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
  for (const key of Object.keys(example)) {
    expect(text).toMatch(new RegExp(`#[^\\n]*\\n(?:[A-Z_]+=[^\\n]*\\n)*${key}=`));
  }
});

it('.env.example values are the defaults lib/platform/env.ts applies', () => {
  expect(envSchema.parse(exampleEntries())).toEqual(envSchema.parse({}));
});

it('names the retired shared staff login, so a deploy that still sets it stops instead of trusting it', () => {
  expect(retiredSettingsIn({ ADMIN_USER: 'staff', ADMIN_PASSWORD: '' })).toEqual([
    'ADMIN_USER is no longer used: staff now sign in with their own accounts: create them with `npm run staff:add`, then remove it.',
  ]);
  expect(retiredSettingsIn({ ADMIN_USER: '', SITE_URL: 'https://x.example' })).toEqual([]);
});

describe('lead delivery settings', () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  const problems = (settings: Record<string, string>) => {
    const parsed = envSchema.safeParse(settings);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accept complete channels and treat empty values as unset', () => {
    expect(
      problems({
        SMTP_URL: 'smtps://leads:pw@mail.example.in:465',
        LEAD_EMAIL_FROM: 'leads@example.in',
        LEAD_EMAIL_TO: 'asha@example.in, vikram@example.in',
        LEAD_WEBHOOK_URL: 'https://crm.example.in/hooks/nestora',
        LEAD_WEBHOOK_SECRET: secret,
      }),
    ).toEqual([]);
    expect(problems({ SMTP_URL: '', LEAD_WEBHOOK_URL: '' })).toEqual([]);
  });

  it('name the setting that is missing or malformed', () => {
    expect(problems({ SMTP_URL: 'smtp://mail.example.in', LEAD_EMAIL_TO: 'asha@example.in' })).toEqual([
      'LEAD_EMAIL_FROM: LEAD_EMAIL_FROM must be set when SMTP_URL is (the sender of lead e-mails)',
    ]);
    expect(problems({ SMTP_URL: 'http://mail.example.in', LEAD_EMAIL_FROM: 'a@example.in', LEAD_EMAIL_TO: 'b@example.in' })).toEqual([
      'SMTP_URL: must be smtp://user:pass@host:port or smtps://… (TLS)',
    ]);
    expect(problems({ SMTP_URL: 'smtp://m.example.in', LEAD_EMAIL_FROM: 'a@example.in', LEAD_EMAIL_TO: 'b@example.in, nobody' })).toEqual([
      'LEAD_EMAIL_TO: must be e-mail addresses separated by commas',
    ]);
    expect(problems({ LEAD_WEBHOOK_URL: 'https://crm.example.in' })).toEqual([
      'LEAD_WEBHOOK_SECRET: LEAD_WEBHOOK_SECRET must be set when LEAD_WEBHOOK_URL is (deliveries are signed)',
    ]);
    expect(problems({ LEAD_WEBHOOK_URL: 'https://crm.example.in', LEAD_WEBHOOK_SECRET: 'hunter2' })).toEqual([
      'LEAD_WEBHOOK_SECRET: must be whsec_ followed by the base64 of 24 to 64 random bytes (see the README)',
    ]);
  });

  it('refuse half a VAPID pair, naming the missing key, and keys that are not what web-push generates', () => {
    const publicKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url');
    const privateKey = Buffer.alloc(32, 5).toString('base64url');
    expect(problems({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:ops@example.in' })).toEqual([]);
    expect(problems({ VAPID_PUBLIC_KEY: publicKey, VAPID_SUBJECT: 'mailto:ops@example.in' })).toEqual([
      'VAPID_PRIVATE_KEY: VAPID_PRIVATE_KEY must be set when VAPID_PUBLIC_KEY is (the two keys are a pair)',
    ]);
    expect(problems({ VAPID_PRIVATE_KEY: privateKey })).toEqual([
      'VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY must be set when VAPID_PRIVATE_KEY is (the two keys are a pair)',
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toEqual([
      'VAPID_SUBJECT: VAPID_SUBJECT must be set when VAPID_PUBLIC_KEY is (push services ask who sends with these keys)',
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'http://localhost' })).toEqual([
      'VAPID_PUBLIC_KEY: must be the public key printed by `npx web-push generate-vapid-keys` (base64url, 65 bytes)',
      "VAPID_SUBJECT: must be mailto:someone@example.in (or an https:// address) where push services can reach the site's operator",
    ]);
  });

  it('refuse the tests-only loopback push setting on a production site that is not this machine', () => {
    expect(problems({ NODE_ENV: 'production', SITE_URL: 'https://www.nestora.example', PUSH_LOOPBACK_FOR_TESTS: '1' })).toEqual([
      'PUSH_LOOPBACK_FOR_TESTS: PUSH_LOOPBACK_FOR_TESTS is for tests only: a production site at https://www.nestora.example must never post to loopback addresses',
    ]);
    expect(problems({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3917', PUSH_LOOPBACK_FOR_TESTS: '1' })).toEqual([]);
    expect(problems({ PUSH_LOOPBACK_FOR_TESTS: 'yes' })).toEqual(['PUSH_LOOPBACK_FOR_TESTS: must be 1 (tests only) or unset']);
  });

  it('refuse the other halves, a host-less mail server, a short secret and a non-web webhook address', () => {
    expect(problems({ LEAD_EMAIL_FROM: 'a@example.in', CAREERS_EMAIL_TO: 'jobs@example.in' })).toEqual([
      'SMTP_URL: SMTP_URL must be set when LEAD_EMAIL_FROM is (the mail server that sends them)',
      'SMTP_URL: SMTP_URL must be set when CAREERS_EMAIL_TO is (the mail server that sends them)',
    ]);
    expect(problems({ LEAD_WEBHOOK_SECRET: secret })).toEqual([
      'LEAD_WEBHOOK_URL: LEAD_WEBHOOK_URL must be set when LEAD_WEBHOOK_SECRET is (where deliveries go)',
    ]);
    expect(problems({ SMTP_URL: 'smtp://', LEAD_EMAIL_FROM: 'a@example.in', LEAD_EMAIL_TO: 'b@example.in' })).toEqual([
      'SMTP_URL: must be smtp://user:pass@host:port or smtps://… (TLS)',
    ]);
    expect(
      problems({ LEAD_WEBHOOK_URL: 'ftp://crm.example.in', LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(16, 7).toString('base64')}` }),
    ).toEqual([
      'LEAD_WEBHOOK_URL: must be an http:// or https:// address',
      'LEAD_WEBHOOK_SECRET: must be whsec_ followed by the base64 of 24 to 64 random bytes (see the README)',
    ]);
  });
});

describe('lead source settings', () => {
  const problems = (settings: Record<string, string>) => {
    const parsed = envSchema.safeParse(settings);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  const meta = { META_APP_SECRET: 'a'.repeat(32), META_VERIFY_TOKEN: 'verify-token', META_GRAPH_TOKEN: 'g'.repeat(40) };

  it('accept Meta set up whole or not at all, Google alone, and default the Graph API address', () => {
    expect(problems(meta)).toEqual([]);
    expect(problems({ GOOGLE_LEAD_KEY: 'google-key-1', META_APP_SECRET: '' })).toEqual([]);
    expect(envSchema.parse({}).META_GRAPH_URL).toBe('https://graph.facebook.com/v21.0');
  });

  it('name what is missing from a half-set Meta source', () => {
    expect(problems({ META_APP_SECRET: meta.META_APP_SECRET })).toEqual([
      "META_VERIFY_TOKEN: META_VERIFY_TOKEN must be set when META_APP_SECRET is (Meta's webhook subscription is answered with it)",
      'META_GRAPH_TOKEN: META_GRAPH_TOKEN must be set when META_APP_SECRET is (the leads are fetched from the Graph API with it)',
    ]);
    expect(problems({ META_VERIFY_TOKEN: meta.META_VERIFY_TOKEN, META_GRAPH_TOKEN: meta.META_GRAPH_TOKEN })).toEqual([
      "META_APP_SECRET: META_APP_SECRET must be set when META_VERIFY_TOKEN is (Meta's deliveries are verified with it)",
      "META_APP_SECRET: META_APP_SECRET must be set when META_GRAPH_TOKEN is (Meta's deliveries are verified with it)",
    ]);
    expect(problems({ ...meta, META_GRAPH_URL: 'graph.facebook.com' })).toEqual(['META_GRAPH_URL: must be an http:// or https:// address']);
  });
});

describe('WhatsApp settings', () => {
  const problems = (input: Record<string, string>) =>
    envSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
  const whatsapp = {
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_BUSINESS_ACCOUNT_ID: '102290129340398',
    WHATSAPP_ACCESS_TOKEN: 't'.repeat(40),
    WHATSAPP_APP_SECRET: 'a'.repeat(32),
    WHATSAPP_VERIFY_TOKEN: 'verify-token',
  };

  it('accept WhatsApp set up whole or not at all, and default the Graph API address', () => {
    expect(problems(whatsapp)).toEqual([]);
    expect(problems({})).toEqual([]);
    expect(envSchema.parse({}).WHATSAPP_GRAPH_URL).toBe('https://graph.facebook.com/v21.0');
  });

  it('name what is missing from a half-set WhatsApp', () => {
    expect(problems({ WHATSAPP_APP_SECRET: whatsapp.WHATSAPP_APP_SECRET, WHATSAPP_ACCESS_TOKEN: whatsapp.WHATSAPP_ACCESS_TOKEN })).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_PHONE_NUMBER_ID must be set when WHATSAPP_ACCESS_TOKEN is (WhatsApp needs all five of its settings)',
      'WHATSAPP_BUSINESS_ACCOUNT_ID: WHATSAPP_BUSINESS_ACCOUNT_ID must be set when WHATSAPP_ACCESS_TOKEN is (WhatsApp needs all five of its settings)',
      'WHATSAPP_VERIFY_TOKEN: WHATSAPP_VERIFY_TOKEN must be set when WHATSAPP_ACCESS_TOKEN is (WhatsApp needs all five of its settings)',
    ]);
    expect(problems({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '+91 99999 00000' })).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID: must be the phone number id (digits) from WhatsApp > API Setup',
    ]);
  });

  it('refuse a Graph API on this machine (a test stand-in) on a production site elsewhere', () => {
    const standIn = { ...whatsapp, WHATSAPP_GRAPH_URL: 'http://127.0.0.1:23951' };
    expect(problems({ ...standIn, NODE_ENV: 'production', SITE_URL: 'https://www.nestora.example' })).toEqual([
      "WHATSAPP_GRAPH_URL: WHATSAPP_GRAPH_URL is on this machine (a test stand-in): a production site at https://www.nestora.example must send through Meta's Graph API",
    ]);
    expect(problems({ ...standIn, NODE_ENV: 'production', SITE_URL: 'http://localhost:3951' })).toEqual([]);
    expect(problems({ ...standIn, NODE_ENV: 'development', SITE_URL: 'https://www.nestora.example' })).toEqual([]);
  });
});

describe('catalogue bucket settings', () => {
  const problems = (settings: Record<string, string>) => {
    const parsed = envSchema.safeParse(settings);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  const bucket = {
    CATALOGUE_BUCKET: 'nestora-media',
    CATALOGUE_BUCKET_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
    CATALOGUE_BUCKET_REGION: 'ap-south-1',
    CATALOGUE_BUCKET_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    CATALOGUE_BUCKET_SECRET_ACCESS_KEY: 'secret-example',
  };

  it('accept a whole bucket, and none (empty values are unset)', () => {
    expect(problems(bucket)).toEqual([]);
    expect(envSchema.parse(bucket).CATALOGUE_BUCKET).toBe('nestora-media');
    expect(problems({ CATALOGUE_BUCKET: '', CATALOGUE_BUCKET_ENDPOINT: '' })).toEqual([]);
  });

  it('name every missing setting of a half-set bucket', () => {
    expect(problems({ CATALOGUE_BUCKET: 'nestora-media', CATALOGUE_BUCKET_REGION: 'ap-south-1' })).toEqual([
      'CATALOGUE_BUCKET_ENDPOINT: CATALOGUE_BUCKET_ENDPOINT must be set when CATALOGUE_BUCKET, CATALOGUE_BUCKET_REGION are (the bucket is set whole or not at all)',
      'CATALOGUE_BUCKET_ACCESS_KEY_ID: CATALOGUE_BUCKET_ACCESS_KEY_ID must be set when CATALOGUE_BUCKET, CATALOGUE_BUCKET_REGION are (the bucket is set whole or not at all)',
      'CATALOGUE_BUCKET_SECRET_ACCESS_KEY: CATALOGUE_BUCKET_SECRET_ACCESS_KEY must be set when CATALOGUE_BUCKET, CATALOGUE_BUCKET_REGION are (the bucket is set whole or not at all)',
    ]);
    expect(problems({ ...bucket, CATALOGUE_BUCKET_SECRET_ACCESS_KEY: '' })).toEqual([
      'CATALOGUE_BUCKET_SECRET_ACCESS_KEY: CATALOGUE_BUCKET_SECRET_ACCESS_KEY must be set when CATALOGUE_BUCKET, CATALOGUE_BUCKET_ENDPOINT, CATALOGUE_BUCKET_REGION, CATALOGUE_BUCKET_ACCESS_KEY_ID are (the bucket is set whole or not at all)',
    ]);
  });

  it('refuse a malformed bucket name or endpoint, naming the setting', () => {
    expect(problems({ ...bucket, CATALOGUE_BUCKET: 'Nestora_Media', CATALOGUE_BUCKET_ENDPOINT: 'ftp://files.example.in' })).toEqual([
      'CATALOGUE_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      'CATALOGUE_BUCKET_ENDPOINT: must be an http:// or https:// address',
    ]);
  });

  it('refuse a loopback endpoint on a production site that is not this machine, and allow it in tests', () => {
    const local = { ...bucket, CATALOGUE_BUCKET_ENDPOINT: 'http://127.0.0.1:4569' };
    expect(problems({ ...local, NODE_ENV: 'production', SITE_URL: 'https://www.nestora.example' })).toEqual([
      'CATALOGUE_BUCKET_ENDPOINT: CATALOGUE_BUCKET_ENDPOINT is on this machine (a test stand-in): a production site at https://www.nestora.example must keep its uploads in a bucket every instance reaches',
    ]);
    expect(
      problems({
        ...local,
        CATALOGUE_BUCKET_ENDPOINT: 'http://localhost:4569',
        NODE_ENV: 'production',
        SITE_URL: 'https://www.nestora.example',
      }),
    ).toHaveLength(1);
    expect(problems({ ...local, NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3941' })).toEqual([]);
    expect(problems({ ...local, NODE_ENV: 'test' })).toEqual([]);
  });
});

describe('map tile settings', () => {
  const problems = (settings: Record<string, string>) => {
    const parsed = envSchema.safeParse(settings);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accept a tile server with its credit, and nothing (OpenStreetMap)', () => {
    expect(problems({ MAP_TILE_URL: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example Maps' })).toEqual([]);
    expect(problems({ MAP_TILE_URL: '', MAP_TILE_ATTRIBUTION: '' })).toEqual([]);
  });

  it('name the setting that is missing or unusable', () => {
    expect(problems({ MAP_TILE_URL: 'https://tiles.example.in/{z}/{x}/{y}.png' })).toEqual([
      "MAP_TILE_ATTRIBUTION: MAP_TILE_ATTRIBUTION must be set when MAP_TILE_URL is (the credit the tile provider's terms require)",
    ]);
    expect(problems({ MAP_TILE_URL: 'http://tiles.example.in/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' })).toEqual([
      'MAP_TILE_URL: must be an https:// address',
    ]);
    expect(problems({ MAP_TILE_URL: 'https://tiles.example.in/{z}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' })).toEqual([
      "MAP_TILE_URL: must contain {x} where the tile's zoom and position go",
    ]);
  });
});

describe('DATABASE_URL', () => {
  const problem = (url: string) => {
    const parsed = envSchema.safeParse({ DATABASE_URL: url });
    return parsed.success ? undefined : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
  };

  it('accepts a SQLite file and a PostgreSQL database', () => {
    expect(problem('file:./var/nestora.db')).toBeUndefined();
    expect(problem('postgresql://site:secret@127.0.0.1:55433/nestora')).toMatch(
      /^APP_SECRET: APP_SECRET must be set when DATABASE_URL is PostgreSQL/,
    );
    const withSecret = envSchema.safeParse({
      DATABASE_URL: 'postgresql://site:secret@127.0.0.1:55433/nestora',
      APP_SECRET: 'k'.repeat(32),
    });
    expect(withSecret.success).toBe(true);
  });

  it('refuses an APP_SECRET too short to be a key, naming it', () => {
    expect(problem('file:./var/nestora.db')).toBeUndefined();
    const parsed = envSchema.safeParse({ DATABASE_URL: 'file:./var/nestora.db', APP_SECRET: 'short' });
    expect(parsed.success ? '' : parsed.error.issues[0]?.path.join('.')).toBe('APP_SECRET');
  });

  it('refuses what neither engine can use instead of taking it for a file name', () => {
    expect(problem('postgresql://postgres@127.0.0.1:55433')).toMatch(/^DATABASE_URL: DATABASE_URL names no database/);
    expect(problem('sqlite.db')).toMatch(/^DATABASE_URL: DATABASE_URL is neither a SQLite nor a PostgreSQL URL/);
  });
});

describe('RETENTION_MONTHS', () => {
  const problems = (value: string) => {
    const parsed = envSchema.safeParse({ RETENTION_MONTHS: value });
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('defaults to 24 months and accepts whole months from 1 to 120', () => {
    expect(envSchema.parse({}).RETENTION_MONTHS).toBe(24);
    expect(envSchema.parse({ RETENTION_MONTHS: '1' }).RETENTION_MONTHS).toBe(1);
    expect(envSchema.parse({ RETENTION_MONTHS: '120' }).RETENTION_MONTHS).toBe(120);
  });

  it('names the setting when it is not a usable number of months', () => {
    expect(problems('0')).toEqual(['RETENTION_MONTHS: must be at least 1 month']);
    expect(problems('121')).toEqual(['RETENTION_MONTHS: must be at most 120 months (10 years)']);
    expect(problems('18.5')).toEqual(['RETENTION_MONTHS: must be a whole number of months']);
    expect(problems('two years')).toEqual(['RETENTION_MONTHS: must be a whole number of months']);
  });
});

describe('portal mailbox settings', () => {
  const problems = (settings: Record<string, string>) => {
    const parsed = envSchema.safeParse(settings);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accept imaps:// and imap:// with a user and password, and default the folders and interval', () => {
    expect(problems({ PORTAL_IMAP_URL: 'imaps://leads%40nestora.example:p%40ss@imap.example.in:993' })).toEqual([]);
    expect(envSchema.parse({ PORTAL_IMAP_URL: 'imap://leads:pw@127.0.0.1:1143', PORTAL_IMAP_FOLDER: '' })).toMatchObject({
      PORTAL_IMAP_FOLDER: 'INBOX',
      PORTAL_IMAP_DONE_FOLDER: 'Leads/Stored',
      PORTAL_IMAP_UNREAD_FOLDER: 'Leads/Unread',
      PORTAL_IMAP_INTERVAL_SECONDS: 60,
    });
  });

  it('refuse a malformed address, one without a password, and a bad interval, naming the setting', () => {
    expect(problems({ PORTAL_IMAP_URL: 'https://imap.example.in' })[0]).toMatch(/^PORTAL_IMAP_URL: must be imaps:\/\//);
    expect(problems({ PORTAL_IMAP_URL: 'imaps://leads@imap.example.in' })[0]).toMatch(/^PORTAL_IMAP_URL: /);
    expect(problems({ PORTAL_IMAP_URL: 'not a url' })[0]).toMatch(/^PORTAL_IMAP_URL: /);
    expect(problems({ PORTAL_IMAP_INTERVAL_SECONDS: '5' })).toEqual(['PORTAL_IMAP_INTERVAL_SECONDS: must be at least 10 seconds']);
    expect(problems({ PORTAL_IMAP_DONE_FOLDER: 'Leads/*' })[0]).toMatch(/^PORTAL_IMAP_DONE_FOLDER: /);
  });
});
