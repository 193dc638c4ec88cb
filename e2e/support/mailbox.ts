import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Where tests/harness/e2e-server.mjs's loopback mail server writes each mail the site sends.
const folder = path.resolve('var', `e2e-mail-${process.env.E2E_PORT ?? 3917}`);

type Mail = { to: string[]; subject: string; text: string };

function mailsTo(address: string): Mail[] {
  return readdirSync(folder)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Mail)
    .filter((mail) => mail.to.includes(address));
}

/** The path of the newest link under `prefix` mailed to `address`, waiting for the outbox to send it. */
export async function mailedLink(
  address: string,
  prefix: '/admin/invitation/' | '/admin/reset/' | '/privacy/your-data/verify?token=' | '/privacy/choices?token=',
  notBefore = 0,
): Promise<string> {
  const escaped = prefix.replace(/[?/]/g, '\\$&');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(address).slice(notBefore);
        link = mails.at(-1)?.text.match(new RegExp(`https?://[^/\\s]+(${escaped}[A-Za-z0-9_.-]+)`))?.[1];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/** How many mails `address` has received so far. */
export const mailCount = (address: string) => mailsTo(address).length;
