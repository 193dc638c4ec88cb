import { HomePage } from '@/components/home/home-page';
import { site } from '@/lib/site/config';
import { HOME_TITLE, pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';

// Same page as `/`; search engines are pointed at `/`.
export const metadata: Metadata = {
  ...pageMetadata({ title: HOME_TITLE, description: site.description, path: '/' }),
  title: { absolute: HOME_TITLE },
};

export default function HomeAlias() {
  return <HomePage />;
}
