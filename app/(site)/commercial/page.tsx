import { CategoryPage, categoryMetadata } from '@/components/listing/category-page';

export const metadata = categoryMetadata('commercial');

export default function CommercialPage() {
  return <CategoryPage category="commercial" />;
}
