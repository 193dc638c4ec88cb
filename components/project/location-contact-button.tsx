'use client';

import { Dialog } from '@/components/ui/dialog';
import { useHydrated } from '@/components/ui/use-hydrated';
import { site } from '@/lib/site/config';
import { useState } from 'react';
import styles from './project.module.css';

const LABEL = 'Contact Us for Location Information';

/** SPEC: the location empty state's dialog gives the sales team's phone and e-mail, no form. */
export function LocationContactButton() {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href="/contact-us" className="btn btn-primary">
        {LABEL}
      </a>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {LABEL}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Contact Us" idPrefix="location-contact">
        <p>Please contact our sales team for location details.</p>
        <ul className={styles.contactList}>
          <li>
            Phone: <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
          </li>
          <li>
            E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
        </ul>
        <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
          Close
        </button>
      </Dialog>
    </>
  );
}
