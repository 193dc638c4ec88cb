import { adminStyles } from './admin-styles';
import { html, SafeHtml } from './html';

export type AdminSection = 'enquiries' | 'applications';

const sections: { id: AdminSection; label: string; href: string }[] = [
  { id: 'enquiries', label: 'Enquiries', href: '/admin/enquiries' },
  { id: 'applications', label: 'Job applications', href: '/admin/applications' },
];

/** A complete staff page: never indexed, no scripts, the section navigation and `content`. */
export function adminDocument(title: string, section: AdminSection, content: SafeHtml): string {
  return `<!DOCTYPE html>${html`<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} | Nestora staff</title>
<style>${new SafeHtml(adminStyles)}</style>
</head>
<body>
<header>
<strong>Nestora Realty · Staff</strong>
<nav aria-label="Sections">${sections.map(
    (entry) =>
      html`<a href="${entry.href}"${entry.id === section ? new SafeHtml(' aria-current="page"') : ''}>${entry.label}</a>`,
  )}</nav>
</header>
<main>${content}</main>
</body>
</html>`}`;
}

export function htmlResponse(body: string): Response {
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
