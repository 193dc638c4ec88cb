import { CategoryPage, categoryMetadata } from '@/components/listing/category-page';

export const metadata = categoryMetadata('plots');

export default function PlotsPage() {
  return <CategoryPage category="plots" />;
}
