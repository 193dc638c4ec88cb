import { cityOfLocality, pick, unlabelledContact, type PortalParser } from './parser';

/**
 * MagicBricks: "Buyer contact details …" and "Buyer has contacted you on Magicbricks for - …" mails
 * (a buyer contacted the listing or viewed its number), labelled or as bare lines under "Buyer details".
 */
export const magicbricks: PortalParser = {
  portal: 'magicbricks',
  domain: 'magicbricks.com',
  form: 'MagicBricks contact form',
  reads: (mail) => /buyer contact details|\bcontacted you\b|\benquiry\b|\bresponse\b/i.test(mail.subject),
  fields: (mail) => {
    const bare = unlabelledContact(mail, /^(buyer['’]?s?|contact) details\b/i);
    return {
      portalLeadId: pick(mail, ['enquiry id', 'lead id', 'enquiry no']),
      name: pick(mail, ['name', 'buyer name', "buyer's name"]) ?? bare.name,
      phone: pick(mail, ['mobile', 'phone', 'contact no', 'contact number', "buyer's mobile"]) ?? bare.phone,
      email: pick(mail, ['email', 'email id', "buyer's email"]) ?? bare.email,
      projectName: pick(mail, ['project', 'project name']),
      city: pick(mail, ['city']) ?? cityOfLocality(pick(mail, ['locality'])),
      message: pick(mail, ['interested in', 'message', 'requirement']),
    };
  },
};
