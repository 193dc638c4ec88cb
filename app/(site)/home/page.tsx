import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { HOME_TITLE, pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

// Same page as `/`; search engines are pointed at `/`.
export const metadata: Metadata = {
  ...pageMetadata({ title: HOME_TITLE, description: site.description, path: '/' }),
  title: { absolute: HOME_TITLE },
};

export default function HomeAlias() {
  return <HomePage />;
}
