import { HomePage } from '@/components/home/home-page';
import { site } from '@/lib/site/config';
import { HOME_TITLE, pageMetadata } from '@/lib/site/page/seo';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  ...pageMetadata({ title: HOME_TITLE, description: site.description, path: '/' }),
  title: { absolute: HOME_TITLE },
};

export default function Home() {
  return <HomePage />;
}
