import { z } from 'zod';

/** The mailbox as staff enter it on /admin/sources: the server's address, the user and the password. */
export const mailboxInput = z.object({
  address: z
    .string()
    .trim()
    .regex(/^imaps?:\/\/[^/@\s:]+(:\d{1,5})?\/?$/i, 'must look like imaps://imap.example.in:993 (or imap://… :143)'),
  user: z.string().trim().min(1, 'is required').max(320),
  password: z.string().min(1, 'is required').max(1000),
});

/** PORTAL_IMAP_URL of the three parts, the user and password URL-encoded as the setting wants them. */
export function mailboxUrl({ address, user, password }: z.infer<typeof mailboxInput>): string {
  const url = new URL(address.replace(/\/$/, ''));
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString().replace(/\/$/, '');
}
