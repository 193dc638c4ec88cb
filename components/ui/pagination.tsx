import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { pageItems } from '@/lib/site/page/pagination';
import styles from './pagination.module.css';

type PaginationProps = {
  current: number;
  count: number;
  /** The link of a page number. */
  hrefFor: (page: number) => string;
  label?: string;
};

/** Prev / numbered window / Next, as plain links so every page is crawlable. */
export function Pagination({ current, count, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul>
        <li>
          <PageLink page={current - 1} disabled={current === 1} hrefFor={hrefFor} rel="prev">
            Prev
          </PageLink>
        </li>
        {pageItems(current, count).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === current ? (
                <span className={styles.current} aria-current="page">
                  {item.page}
                </span>
              ) : (
                <Link href={hrefFor(item.page)} className={styles.link} aria-label={`Page ${item.page}`}>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          <PageLink page={current + 1} disabled={current === count} hrefFor={hrefFor} rel="next">
            Next
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}

function PageLink({
  page,
  disabled,
  hrefFor,
  rel,
  children,
}: {
  page: number;
  disabled: boolean;
  hrefFor: (page: number) => string;
  rel: 'prev' | 'next';
  children: string;
}) {
  if (disabled) {
    return (
      <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link href={hrefFor(page)} className={styles.link} rel={rel}>
      {children}
    </Link>
  );
}
