import { cityOfLocality, pick, unlabelledContact, type PortalParser } from './parser';

/**
 * 99acres: responses and queries on a listing ("Property Advertisement Response for …", "Property
 * Advertisement Query", "Response on your Property Listing", "You have received a response…", "New
 * Enquiry for <project>"), the buyer in a details table, in "Sender's Name:" lines, or as bare lines
 * under "Details of the response"; the Response Id or Query Id when the mail gives one.
 */
export const ninetyNineAcres: PortalParser = {
  portal: '99acres',
  domain: '99acres.com',
  form: '99acres listing response form',
  reads: (mail) => /\b(response|enquiry|inquiry|query)\b/i.test(mail.subject),
  fields: (mail) => {
    const bare = unlabelledContact(mail, /^details of the (response|query|enquiry)\b/i);
    return {
      portalLeadId: pick(mail, ['response id', 'query id', 'enquiry id', 'lead id']),
      name: pick(mail, ['name', "sender's name", 'buyer name', 'contact name']) ?? bare.name,
      phone:
        pick(mail, ['mobile', "sender's mobile", "sender's phone", 'contact no', 'mobile no', 'phone', 'contact number']) ?? bare.phone,
      email: pick(mail, ['email', "sender's email", "sender's e-mail", 'email id', 'e-mail']) ?? bare.email,
      projectName: pick(mail, ['project', 'project name']),
      city: pick(mail, ['city']) ?? cityOfLocality(pick(mail, ['locality', 'location'])),
      message: pick(mail, ['message', 'query', 'requirement', 'property']),
    };
  },
};
