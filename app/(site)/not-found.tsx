import { NotFoundNotice } from '@/components/ui/not-found-notice';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

/** A public page that calls notFound(), inside the site's header and footer. */
export default function NotFound() {
  return <NotFoundNotice />;
}
