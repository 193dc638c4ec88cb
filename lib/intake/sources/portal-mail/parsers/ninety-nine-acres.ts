import { cityOfLocality, pick, sentFrom, type PortalParser } from './parser';

/**
 * 99acres: "You have received a response on your property listing" and "New Enquiry for <project>"
 * mails, with the buyer in a details table (Response Id or Query Id, Name, Email, Mobile, Project).
 */
export const ninetyNineAcres: PortalParser = {
  portal: '99acres',
  form: '99acres listing response form',
  reads: (mail) => sentFrom(mail, '99acres.com') && /\b(response|enquiry|inquiry)\b/i.test(mail.subject),
  fields: (mail) => ({
    portalLeadId: pick(mail, ['response id', 'query id', 'enquiry id', 'lead id']),
    name: pick(mail, ['name', 'buyer name', 'contact name']),
    phone: pick(mail, ['mobile', 'contact no', 'mobile no', 'phone', 'contact number']),
    email: pick(mail, ['email', 'email id', 'e-mail']),
    projectName: pick(mail, ['project', 'project name']),
    city: pick(mail, ['city']) ?? cityOfLocality(pick(mail, ['locality', 'location'])),
    message: pick(mail, ['message', 'requirement', 'property']),
  }),
};
