/** One e-mail as the outbox stores and sends it: both bodies are rendered from a template in lib/mail/templates. */
export type MailMessage = { to: string; subject: string; text: string; html: string; replyTo?: string };
