/** Where a visitor was in a server-rendered form when React put its own in its place (enquiry-form-takeover.tsx). */
export type FormResume = {
  /** Typed values, the honeypot's `website` among them. */
  values: Record<string, string>;
  /** When the visitor could start filling it in (the send's fillMs counts from there). */
  startedAt: number;
};

/** The id of an enquiry form's <form>, by which the plain one the server rendered is found. */
export const enquiryFormId = (idPrefix: string) => `${idPrefix}-form`;
