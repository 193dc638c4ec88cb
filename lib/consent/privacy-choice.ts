import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { readFormBody } from '@/lib/forms/read-body';
import { isCrossSite } from '@/lib/network-edge';
import { readPrivacyLinkToken } from './privacy-link';
import { recordPrivacyChoice } from './store';

const choiceForm = z.object({
  token: z.string().max(200),
  choice: z.enum(['withdraw-marketing', 'erasure']),
});

export type ChoiceOutcome = 'withdraw-marketing' | 'erasure' | 'invalid' | 'expired' | 'gone' | 'unavailable';

/**
 * The confirm button of the privacy link's page: checks the signed token and records the choice.
 * Only a POST from our own page acts, so a mail scanner following the link changes nothing.
 */
export async function applyPrivacyChoice(request: Request): Promise<ChoiceOutcome> {
  if (isCrossSite(request.headers, env().TRUSTED_PROXY_HOPS)) return 'invalid';
  const body = await readFormBody(request);
  const parsed = body.ok ? choiceForm.safeParse(body.value) : undefined;
  if (!parsed?.success) return 'invalid';
  const link = readPrivacyLinkToken(parsed.data.token);
  if (!link.ok) return link.reason;
  try {
    return (await recordPrivacyChoice(link.enquiryId, parsed.data.choice)) ? parsed.data.choice : 'gone';
  } catch (error) {
    console.error('Could not record a privacy choice', error);
    return 'unavailable';
  }
}
