'use client';

import { Dialog } from '@/components/ui/dialog';
import styles from '@/components/ui/dialog.module.css';
import { EnquiryForm, type EnquiryValues } from './enquiry-form';

export function popupWhatsappText({ name, phone, email, message }: EnquiryValues): string {
  return [
    'Hello, I am interested in your properties!',
    `Name: ${name}`,
    `Phone: ${phone}`,
    `Email: ${email || '-'}`,
    `Message: ${message || '-'}`,
  ].join('\n');
}

/** The home page's contact popup itself, loaded by HomeContactPopup (home-contact-popup.tsx) when its time comes. */
export default function HomeContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Find your next property with us" idPrefix="home-popup">
      <p className={styles.intro}>
        Share your details and a Nestora consultant will call you back. We will also open WhatsApp so you can chat with us right away.
      </p>
      <EnquiryForm
        source="home-popup"
        idPrefix="home-popup"
        submitLabel="Send Enquiry"
        whatsappText={popupWhatsappText}
        onSubmitted={onClose}
      />
    </Dialog>
  );
}
