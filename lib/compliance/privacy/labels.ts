import type { PrivacyRequestKind } from './request-schema';

/** How staff read a request's kind and state. */
const privacyKindNames: Record<PrivacyRequestKind, string> = {
  access: 'Access',
  correction: 'Correction',
  erasure: 'Erasure',
  withdrawal: 'Withdrawal of consent',
};

export const privacyStatusNames: Record<string, string> = {
  unverified: 'Waiting for the e-mail link',
  open: 'Open',
  done: 'Done',
  rejected: 'Rejected',
};

export const kindName = (kind: string) => privacyKindNames[kind as PrivacyRequestKind] ?? kind;
