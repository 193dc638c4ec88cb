import { notFound } from 'next/navigation';

/**
 * Where proxy.ts rewrites an unknown project or company address (lib/site/page/missing-page-rewrite.ts):
 * always a 404, rendered by ../not-found.tsx with the SPEC's text for what is missing.
 */
export default function MissingPage() {
  notFound();
}
