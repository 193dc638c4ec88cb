import { env } from '@/lib/platform/env';
import { clientAddress, isCrossSite } from '@/lib/platform/http/network-edge';
import { readFormBody } from '@/lib/platform/http/read-body';
import { limiter } from '@/lib/platform/limits/limiter';
import 'server-only';
import { contactLimitKeys, mailLimitKey, privacyMailLimiter } from './limits';
import { privacyRequestSchema, problemsOf, type PrivacyProblem } from './request-schema';
import { createPrivacyRequest } from './requests';

export type PrivacySubmission =
  | { kind: 'recorded'; verifyBy: 'email' | 'call' }
  | { kind: 'cross-site' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'problems'; problems: PrivacyProblem[] };

/**
 * The rights form's POST: refused from other sites, counted per client address and then per phone
 * and e-mail (a minute's share, then the e-mail's share of the day's verification mails) before any work,
 * validated, and recorded. Nothing here looks up whether the person is
 * known, so the outcome depends only on what was sent.
 */
export async function submitPrivacyRequest(request: Request): Promise<PrivacySubmission> {
  const settings = env();
  if (isCrossSite(request.headers, settings.TRUSTED_PROXY_HOPS)) return { kind: 'cross-site' };
  try {
    const byAddress = await limiter('privacy-address').check(clientAddress(request.headers, settings.TRUSTED_PROXY_HOPS));
    if (!byAddress.ok) return { kind: 'rate-limited', retryAfterSeconds: byAddress.retryAfterSeconds };
    const body = await readFormBody(request);
    if (!body.ok) return { kind: 'problems', problems: ['unreadable'] };
    const parsed = privacyRequestSchema.safeParse(body.value);
    if (!parsed.success) return { kind: 'problems', problems: problemsOf(parsed.error) };
    for (const key of contactLimitKeys(parsed.data)) {
      const byContact = await limiter('privacy-contact').check(key);
      if (!byContact.ok) return { kind: 'rate-limited', retryAfterSeconds: byContact.retryAfterSeconds };
    }
    if (parsed.data.email) {
      const wait = await privacyMailLimiter().attempt(mailLimitKey(parsed.data.email));
      if (wait > 0) return { kind: 'rate-limited', retryAfterSeconds: wait };
    }
    await createPrivacyRequest(parsed.data, { siteUrl: settings.SITE_URL });
    return { kind: 'recorded', verifyBy: parsed.data.email ? 'email' : 'call' };
  } catch (error) {
    console.error('Could not record a privacy request', error);
    return { kind: 'problems', problems: ['unavailable'] };
  }
}
