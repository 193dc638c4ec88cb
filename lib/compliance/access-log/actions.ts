/** What a member of staff did with personal data; each access is one entry of the log. */
export const accessActions = [
  'view-lead',
  'view-whatsapp',
  'whatsapp-media',
  'export-leads-csv',
  'export-applications-csv',
  'privacy-view',
  'privacy-export',
  'privacy-erasure',
  'source-setting-change',
  'catalogue-publish',
  'catalogue-restore',
] as const;
export type AccessAction = (typeof accessActions)[number];

export const accessActionLabels: Record<AccessAction, string> = {
  'view-lead': 'Viewed the lead',
  'view-whatsapp': 'Opened the lead’s WhatsApp conversation',
  'whatsapp-media': 'Opened a photo or file of the lead’s WhatsApp conversation',
  'export-leads-csv': 'Downloaded leads (CSV)',
  'export-applications-csv': 'Downloaded job applications (CSV)',
  'privacy-view': 'Viewed a privacy request (the buyer’s phones and e-mails)',
  'privacy-export': 'Exported a buyer’s data (privacy request)',
  'privacy-erasure': 'Erased a buyer’s data (privacy request)',
  'source-setting-change': 'Changed a lead source’s setting (its name; never the value)',
  'catalogue-publish': 'Published the catalogue',
  'catalogue-restore': 'Restored an earlier version of the catalogue',
};
