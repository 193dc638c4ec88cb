'use client';

import { EnquiryForm } from '@/components/forms/enquiry-form';
import { useEffect, useRef, useState } from 'react';
import styles from './floating-widgets.module.css';

/**
 * The 'Inquire Now' button (larger screens only) and the enquiry panel it opens. Its code, the enquiry form's
 * with it, comes once the page has loaded or at the first tap (deferred-layout.tsx); a tap before then is held
 * and made again when it has come.
 */
export function FloatingEnquiry() {
  const [formOpen, setFormOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!formOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setFormOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [formOpen]);

  return (
    <>
      {formOpen && (
        <section id="floating-enquiry" className={styles.panel} aria-labelledby="floating-enquiry-title">
          <h2 id="floating-enquiry-title" className={styles.panelTitle}>
            Enquire about a property
          </h2>
          <EnquiryForm source="floating" idPrefix="floating" submitLabel="Submit" onSubmitted={() => setFormOpen(false)} />
        </section>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={styles.inquire}
        aria-expanded={formOpen}
        aria-controls="floating-enquiry"
        onClick={() => setFormOpen((open) => !open)}
      >
        {formOpen ? 'Close' : 'Inquire Now'}
      </button>
    </>
  );
}
