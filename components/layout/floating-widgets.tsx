'use client';

import { EnquiryForm } from '@/components/forms/enquiry-form';
import { Icon } from '@/components/ui/icon';
import { site, whatsappLink } from '@/lib/site/config';
import { useEffect, useRef, useState } from 'react';
import styles from './floating-widgets.module.css';

/** WhatsApp chat, call (phones only) and the 'Inquire Now' panel (larger screens only). */
export function FloatingWidgets() {
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
    <div className={styles.widgets}>
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
      <a
        className={`${styles.round} ${styles.phone}`}
        href={`tel:${site.phone.tel}`}
        aria-label={`Call ${site.name} on ${site.phone.display}`}
      >
        <Icon name="phone" size={24} />
      </a>
      <a
        className={`${styles.round} ${styles.whatsapp}`}
        href={whatsappLink(site.whatsapp.greeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
      >
        <Icon name="whatsapp" size={30} />
      </a>
    </div>
  );
}
