/** The digits and leading + of a phone number, as a tel: link wants them. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A wa.me chat link; a ten-digit Indian mobile number (after any trunk 0) gets the country code WhatsApp needs. */
export function whatsappHref(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  return `https://wa.me/${digits.length === 10 ? `91${digits}` : digits}`;
}
