'use client';

import { Dialog } from '@/components/ui/dialog';
import styles from '@/components/ui/dialog.module.css';
import { useEffect, useState } from 'react';
import { EnquiryForm, type EnquiryValues } from './enquiry-form';

export const POPUP_DELAY_MS = 5000;
export const POPUP_SESSION_KEY = 'nestora:contact-popup-shown';

export function popupWhatsappText({ name, phone, email, message }: EnquiryValues): string {
  return [
    'Hello, I am interested in your properties!',
    `Name: ${name}`,
    `Phone: ${phone}`,
    `Email: ${email || '-'}`,
    `Message: ${message || '-'}`,
  ].join('\n');
}

function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_SESSION_KEY) === '1';
  } catch {
    return false; // storage blocked: showing it again is better than never
  }
}

function markShown() {
  try {
    window.sessionStorage.setItem(POPUP_SESSION_KEY, '1');
  } catch {
    // nothing to remember it in; the popup simply may show again next page load
  }
}

/** The home page's contact popup: once per browser session, five seconds after load. */
export function HomeContactPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (alreadyShown()) return;
    const timer = window.setTimeout(() => {
      markShown();
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Find your next property with us" idPrefix="home-popup">
      <p className={styles.intro}>
        Share your details and a Nestora consultant will call you back. We will also open WhatsApp so you can chat with us right away.
      </p>
      <EnquiryForm
        source="home-popup"
        idPrefix="home-popup"
        submitLabel="Send Enquiry"
        whatsappText={popupWhatsappText}
        onSubmitted={() => setOpen(false)}
      />
    </Dialog>
  );
}
