import type { EnquiryValues } from './enquiry-form';

/** The WhatsApp message the no-results form opens alongside storing the request: the visitor's words, not their e-mail. */
export function noResultsWhatsappText({ name, phone, message }: EnquiryValues): string {
  return [
    'Hello, I could not find a matching property on your website.',
    `Name: ${name}`,
    `Phone: ${phone}`,
    `Message: ${message || '-'}`,
  ].join('\n');
}

/**
 * The WhatsApp hand-offs a server-rendered form can ask for by name (a function cannot travel from the server to a
 * client component): enquiry-form-takeover.tsx's `whatsapp`.
 */
export const whatsappTexts = { 'no-results': noResultsWhatsappText } as const;
export type WhatsappTextName = keyof typeof whatsappTexts;
