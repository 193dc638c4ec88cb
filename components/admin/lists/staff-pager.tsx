import { Pagination } from '@/components/ui/pagination';
import styles from './lists.module.css';

type Props = { page: number; pages: number; hrefFor: (page: number) => string };

/** Where this page is in the list, and links to the others that keep the filter. */
export function StaffPager({ page, pages, hrefFor }: Props) {
  return (
    <div className={styles.pager}>
      <p>
        Page {page} of {pages}
      </p>
      <Pagination current={page} count={pages} hrefFor={hrefFor} label="Result pages" />
    </div>
  );
}
