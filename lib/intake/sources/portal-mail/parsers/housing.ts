import { cityOfLocality, pick, sentFrom, type PortalParser } from './parser';

/** Housing.com: "New lead for your project <project>" mails with a "Lead details" table. */
export const housing: PortalParser = {
  portal: 'housing',
  form: 'Housing.com project lead form',
  reads: (mail) => sentFrom(mail, 'housing.com') && /\bnew lead\b/i.test(mail.subject),
  fields: (mail) => ({
    portalLeadId: pick(mail, ['lead id', 'lead no']),
    name: pick(mail, ['name', 'buyer name']),
    phone: pick(mail, ['phone', 'mobile', 'contact no']),
    email: pick(mail, ['email', 'email id']),
    projectName: pick(mail, ['project', 'project name']) ?? /new lead for your project (.+)$/i.exec(mail.subject)?.[1]?.trim() ?? null,
    city: pick(mail, ['city']) ?? cityOfLocality(pick(mail, ['locality'])),
    message: pick(mail, ['configuration', 'message', 'requirement']),
  }),
};
