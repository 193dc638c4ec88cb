import { isMessageCode } from '@/lib/platform/text/message-for';

/**
 * Every field message the forms and the API can show, keyed by a stable code. The no-JS error
 * page receives only codes in its URL and looks the text up here, so nobody can put their own
 * words on our domain through a crafted link.
 */
export const fieldMessages = {
  'name.required': 'Please enter your name.',
  'name.too_long': 'Please keep your name under 100 characters.',
  'phone.required': 'Please enter your phone number.',
  'phone.invalid': 'Please enter a valid phone number (7 to 15 digits).',
  'email.required': 'Please enter your email address.',
  'email.invalid': 'Please enter a valid email address.',
  'message.invalid': 'Please enter your message as text.',
  'message.too_long': 'Please keep your message under 2,000 characters.',
  'about.required': 'Please tell us a little about yourself.',
  'about.too_long': 'Please keep this under 5,000 characters.',
  'department.required': 'Please choose a department.',
  'position.required': 'Please choose a position.',
  'source.invalid': 'Unknown form.',
  'visitDate.invalid': 'Please choose a date from tomorrow up to 60 days ahead.',
  'visitSlot.required': 'Please choose a time slot.',
  'visitors.invalid': 'Please enter between 1 and 10 visitors.',
  'project.required': 'Please book the visit from a project page.',
  'project.unknown': 'We could not find this project. Please book from its page.',
  'consent.invalid': 'Consent must be an object such as { "noticeVersion": "2026-11-26", "marketing": true }.',
  'consent.version': 'This form showed a privacy notice we do not know. Please reload the page and send it again.',
  'consent.marketing': 'Marketing consent must be the JSON value true, or false or left out for none.',
  'consent.no_marketing': 'Job applications do not ask for marketing consent: leave it out.',
  'form.invalid': 'Some details could not be read. Please check the form and try again.',
  'form.rate_limited': 'You have sent several messages in a short time. Please wait a minute and try again.',
  'form.unreadable': 'Your message could not be read. Please shorten it and try again.',
  'form.unavailable': 'We could not save your message just now. Please try again in a moment, or call or WhatsApp us.',
} as const;

export type FieldMessageCode = keyof typeof fieldMessages;

const messageToCode = new Map<string, FieldMessageCode>(
  Object.entries(fieldMessages).map(([code, text]) => [text, code as FieldMessageCode]),
);

export function codeForMessage(text: string): FieldMessageCode | undefined {
  return messageToCode.get(text);
}

export function isFieldMessageCode(code: string): code is FieldMessageCode {
  return isMessageCode(fieldMessages, code);
}
