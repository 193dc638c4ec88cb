import { CategoryPage, categoryMetadata } from '@/components/listing/category-page';

export const metadata = categoryMetadata('sco');

export default function ScoPlotsPage() {
  return <CategoryPage category="sco" />;
}
