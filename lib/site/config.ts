/**
 * Every contact detail, link and timing the site shows lives here, so that a change of
 * phone number or office is one edit.
 */
export const site = {
  name: 'Nestora Realty',
  shortName: 'Nestora',
  tagline: 'Property consultants for Gurgaon, Delhi and Noida',
  description:
    'Nestora Realty is a RERA-registered real-estate consultancy helping buyers and investors find new residential, commercial, plot and SCO projects in Gurgaon, Delhi and Noida.',
  yearsOfExperience: 11,
  /** The default link-preview image (1200x630), made by `npm run generate:images hero`. */
  shareImage: '/images/share.jpg',
  phone: { display: '+91 98765 43210', tel: '+919876543210' },
  whatsapp: {
    number: '919876543210',
    greeting: 'Hello, I am interested in your properties!',
  },
  email: 'info@nestorarealty.in',
  address: {
    street: '8th Floor, Tower B, Sector 44, Golf Course Road',
    city: 'Gurugram',
    region: 'Haryana',
    postalCode: '122002',
    country: 'IN',
  },
  officeCoordinates: { latitude: 28.4504, longitude: 77.0727 },
  officeHours: 'Monday to Saturday, 10:00 AM to 7:00 PM',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/nestorarealty' },
    { name: 'Instagram', href: 'https://www.instagram.com/nestorarealty' },
    { name: 'X (Twitter)', href: 'https://x.com/nestorarealty' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/nestorarealty' },
    { name: 'YouTube', href: 'https://www.youtube.com/@nestorarealty' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['name'];

export function whatsappLink(text: string, number: string = site.whatsapp.number): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function formattedAddress(): string {
  const { street, city, region, postalCode } = site.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}
