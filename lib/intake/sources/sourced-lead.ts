export type SourceId = 'meta' | 'google' | '99acres' | 'magicbricks' | 'housing' | 'csv' | `api:${string}`;
export type SourcedLead = {
  source: SourceId;
  externalId: string;
  name: string;
  phone?: string | null;
  email?: string | null;
  message?: string | null;
  projectName?: string | null;
  city?: string | null;
  receivedAt: Date;
  attribution: { channel: string; source: string; campaign?: string | null; clickId?: string | null; ids?: Record<string, string> };
  consent: { form: string };
  isTest?: boolean;
};
