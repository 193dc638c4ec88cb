import { env } from '@/lib/env';
import { rateLimiter } from '@/lib/limits/for-engine';
import { processState } from '@/lib/server/process-state';

export type SubmissionKind = 'enquiry' | 'application';

export function limiterFor(kind: SubmissionKind) {
  const state = processState();
  if (!state.submissionLimiters) {
    const perMinute = env().ENQUIRY_RATE_LIMIT_PER_MINUTE;
    state.submissionLimiters = {
      enquiry: rateLimiter('enquiry', perMinute),
      application: rateLimiter('application', perMinute),
    };
  }
  return state.submissionLimiters[kind];
}
