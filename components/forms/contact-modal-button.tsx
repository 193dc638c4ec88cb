'use client';

import { island } from '@/components/ui/island';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { EnquirySource } from '@/lib/intake/forms/form-constants';
import { useState, type ReactNode } from 'react';
import type { EnquiryContext, ProjectRef } from './enquiry-form';

// The dialog and its form: an island the browser renders at the first click, its code fetched when a visitor reaches
// for the button (hover, focus or touch), not with the page.
const loadContactModal = () => import('./contact-modal');
const ContactModal = island(
  () => import('./contact-modal').then((module) => module.ContactModal),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy (components/ui/island.tsx)
  typeof window === 'undefined' ? (require('./contact-modal') as typeof import('./contact-modal')).ContactModal : undefined,
);

type Props = {
  label: string;
  className?: string;
  project?: ProjectRef;
  source?: EnquirySource;
  context?: EnquiryContext;
  title?: string;
  /** Richer button content (e.g. an image tile); `label` is used when absent. */
  children?: ReactNode;
};

/**
 * Lets server-rendered pages offer the contact dialog without becoming client components.
 * Until JavaScript runs (or when it never does) it is a plain link to the contact page's form.
 */
export function ContactModalButton({ label, className, project, source, context, title, children }: Props) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so closing keeps it (and its focus return) in place.
  const [requested, setRequested] = useState(false);
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href="/contact-us" className={className}>
        {children ?? label}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={loadContactModal}
        onFocus={loadContactModal}
        onTouchStart={loadContactModal}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children ?? label}
      </button>
      {requested && (
        <ContactModal open={open} onClose={() => setOpen(false)} title={title} project={project} source={source} context={context} />
      )}
    </>
  );
}
