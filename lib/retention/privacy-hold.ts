import 'server-only';

export type PrivacyHold = (lead: { id: string; email: string | null; phoneKey: string | null }) => Promise<boolean>;

/**
 * Whether the buyer of this lead has a privacy request still open (access, correction or erasure:
 * lib/privacy, built on another branch). Retention leaves such a lead alone until the request is
 * closed, so that an erasure here never pre-empts an answer the buyer is owed. Until lib/privacy is
 * merged there are no privacy requests, so none is open; the merge makes this read them.
 */
export const hasOpenPrivacyRequest: PrivacyHold = async () => false;
