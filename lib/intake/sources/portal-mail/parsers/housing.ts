import { cityOfLocality, pick, unlabelledContact, type PortalParser } from './parser';

/** Housing.com: "New lead for your project <project>" and "New enquiry …" mails with a "Lead details" table or lines. */
export const housing: PortalParser = {
  portal: 'housing',
  domain: 'housing.com',
  form: 'Housing.com project lead form',
  reads: (mail) => /\bnew (lead|enquiry|inquiry)\b|\binterested in your (property|project)\b/i.test(mail.subject),
  fields: (mail) => {
    const bare = unlabelledContact(mail, /^(lead|buyer['’]?s?|contact) details\b/i);
    return {
      portalLeadId: pick(mail, ['lead id', 'lead no']),
      name: pick(mail, ['name', 'buyer name', "buyer's name"]) ?? bare.name,
      phone: pick(mail, ['phone', 'mobile', 'contact no', 'contact number', 'phone number']) ?? bare.phone,
      email: pick(mail, ['email', 'email id']) ?? bare.email,
      projectName: pick(mail, ['project', 'project name']) ?? /new lead for your project (.+)$/i.exec(mail.subject)?.[1]?.trim() ?? null,
      city: pick(mail, ['city']) ?? cityOfLocality(pick(mail, ['locality'])),
      message: pick(mail, ['configuration', 'message', 'requirement']),
    };
  },
};
