'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type NoticeKind = 'enquiry' | 'application';

type Notices = { version: string; notices: Partial<Record<NoticeKind, ReactNode>> };

const NoticeContext = createContext<Notices | null>(null);

/**
 * Hands the privacy notice, rendered on the server, to every form below it. The notice's text thus
 * arrives in the page's HTML, not in the forms' JavaScript (where it weighed on every page's first load).
 * A provider inside another adds its notices to the outer one's: the site's chrome carries the enquiry
 * notice on every page, the careers page adds the application notice only where its form is.
 */
export function PrivacyNoticeProvider({ version, notices, children }: Notices & { children: ReactNode }) {
  const outer = useContext(NoticeContext);
  return <NoticeContext.Provider value={{ version, notices: { ...outer?.notices, ...notices } }}>{children}</NoticeContext.Provider>;
}

/** The notice a form shows and the version it sends; a form outside the site's chrome has none to show. */
export function useNotice(kind: NoticeKind): { version: string | undefined; node: ReactNode } {
  const value = useContext(NoticeContext);
  return { version: value?.version, node: value?.notices[kind] ?? null };
}
