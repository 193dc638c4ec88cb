import { telHref, whatsappHref } from './reach-links';

it('dials the digits and the leading +', () => {
  expect(telHref('+91 98765-43210')).toBe('tel:+919876543210');
  expect(telHref('98765 43210')).toBe('tel:9876543210');
});

it('opens WhatsApp on the number with India’s code', () => {
  expect(whatsappHref('98765 43210')).toBe('https://wa.me/919876543210');
  expect(whatsappHref('+91 98765 43210')).toBe('https://wa.me/919876543210');
  expect(whatsappHref('09876543210')).toBe('https://wa.me/919876543210');
  expect(whatsappHref('+44 20 7946 0958')).toBe('https://wa.me/442079460958');
});
