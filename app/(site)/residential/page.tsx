import { CategoryPage, categoryMetadata } from '@/components/listing/category-page';

export const metadata = categoryMetadata('residential');

export default function ResidentialPage() {
  return <CategoryPage category="residential" />;
}
