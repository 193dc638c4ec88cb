import { env } from '@/lib/env';
import { formatIst } from '@/lib/admin/ist';
import { escapeHtml, type MailMessage } from '@/lib/outbox/messages';

/** The absolute address of a staff page, for a link in a mail. */
const staffLink = (path: string) => new URL(path, env().SITE_URL).toString();

function mail(to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  const text = [...paragraphs.slice(0, 1), '', `${link.label}: ${link.href}`, '', ...paragraphs.slice(1).flatMap((line) => [line, ''])]
    .join('\n')
    .trim();
  const body = [
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    ...paragraphs.slice(1).map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1d2733">${body}</body></html>`;
  return { to, subject, text, html };
}

const roleNames = { admin: 'an admin', advisor: 'an advisor' } as const;

export function invitationMail(invite: { to: string; role: 'admin' | 'advisor'; inviterName: string; token: string; expiresAt: Date }) {
  return mail(
    invite.to,
    'Your Nestora Realty staff account',
    [
      `${invite.inviterName} has invited you to the Nestora Realty staff area as ${roleNames[invite.role]}. Open the link to choose your name and password.`,
      `The link works once, until ${formatIst(invite.expiresAt)}. If it has expired, ask an admin to send a new one.`,
      'If you did not expect this, ignore this e-mail.',
    ],
    { href: staffLink(`/admin/invitation/${invite.token}`), label: 'Set up your account' },
  );
}

export function resetMail(reset: { to: string; token: string; expiresAt: Date; forced: boolean }) {
  const reason = reset.forced
    ? 'An admin has asked you to choose a new password for the Nestora Realty staff area: your old one no longer works.'
    : 'Someone (we hope you) asked to reset the password of your Nestora Realty staff account.';
  return mail(
    reset.to,
    'Reset your Nestora Realty staff password',
    [
      `${reason} Open the link to choose a new password.`,
      `The link works once, until ${formatIst(reset.expiresAt)}. After that, ask for a new one on the sign-in page ("Forgot password?").`,
      reset.forced ? 'Every session of your account has been signed out.' : 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    { href: staffLink(`/admin/reset/${reset.token}`), label: 'Choose a new password' },
  );
}
