import '@/lib/platform/validation/jitless';

import { env } from '@/lib/platform/env';
import { isCrossSite } from '@/lib/platform/http/network-edge';
import { readFormBody } from '@/lib/platform/http/read-body';
import 'server-only';
import { z } from 'zod';
import { claimLinkUse, releaseLinkUse } from './link-uses';
import { readPrivacyLinkToken } from './privacy-link';
import { recordPrivacyChoice } from './store';

const choiceForm = z.object({
  token: z.string().max(200),
  choice: z.enum(['withdraw-marketing', 'erasure']),
});

export type ChoiceOutcome = 'withdraw-marketing' | 'erasure' | 'invalid' | 'expired' | 'gone' | 'used' | 'unavailable';

/**
 * The confirm button of the privacy link's page: checks the signed token and records the choice.
 * Only a POST from our own page acts, so a mail scanner following the link changes nothing. Each link makes
 * each choice once: whoever else reads the link (a forwarded mail, an address kept somewhere) cannot withdraw
 * consent or open erasure requests again and again with it.
 */
export async function applyPrivacyChoice(request: Request): Promise<ChoiceOutcome> {
  if (isCrossSite(request.headers, env().TRUSTED_PROXY_HOPS)) return 'invalid';
  const body = await readFormBody(request);
  const parsed = body.ok ? choiceForm.safeParse(body.value) : undefined;
  if (!parsed?.success) return 'invalid';
  const link = readPrivacyLinkToken(parsed.data.token);
  if (!link.ok) return link.reason;
  const { token, choice } = parsed.data;
  let claimed = false;
  try {
    claimed = await claimLinkUse(token, choice);
    if (!claimed) return 'used';
    if (await recordPrivacyChoice(link.leadId, choice)) return choice;
    await releaseLinkUse(token, choice);
    return 'gone';
  } catch (error) {
    console.error('Could not record a privacy choice', error);
    // The claim and the choice are two statements: a choice not recorded gives its claim back.
    if (claimed) await releaseLinkUse(token, choice).catch(() => undefined);
    return 'unavailable';
  }
}
