import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';

// Same page as `/`; search engines are pointed at `/`.
export const metadata: Metadata = { alternates: { canonical: '/' } };

export default function HomeAlias() {
  return <HomePage />;
}
