import { cityOfLocality, pick, sentFrom, type PortalParser } from './parser';

/** MagicBricks: "Buyer contact details" mails (a buyer contacted the listing or viewed its number). */
export const magicbricks: PortalParser = {
  portal: 'magicbricks',
  form: 'MagicBricks contact form',
  reads: (mail) => sentFrom(mail, 'magicbricks.com') && /buyer contact details|\benquiry\b/i.test(mail.subject),
  fields: (mail) => ({
    portalLeadId: pick(mail, ['enquiry id', 'lead id', 'enquiry no']),
    name: pick(mail, ['name', 'buyer name']),
    phone: pick(mail, ['mobile', 'phone', 'contact no']),
    email: pick(mail, ['email', 'email id']),
    projectName: pick(mail, ['project', 'project name']),
    city: pick(mail, ['city']) ?? cityOfLocality(pick(mail, ['locality'])),
    message: pick(mail, ['interested in', 'message', 'requirement']),
  }),
};
