import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';

export const metadata: Metadata = { alternates: { canonical: '/' } };

export default function Home() {
  return <HomePage />;
}
