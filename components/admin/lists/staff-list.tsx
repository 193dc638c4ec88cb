import type { FilterField } from '@/lib/office/lists/filter-fields';
import type { ReactNode } from 'react';
import styles from '../shared.module.css';
import { FilterBar } from './filter-bar';
import { ResultsTable } from './results-table';
import { StaffPager } from './staff-pager';

type Props = {
  title: string;
  total: number;
  /** What one row is, singular and plural. */
  noun: [string, string];
  /** The list's address; its query string is the filter. */
  path: string;
  fields: FilterField[];
  /** The current filter as a query string (with a leading '?', or empty), without the page. */
  query: string;
  columns: string[];
  page: number;
  pages: number;
  /** Shown between the heading and the count (the lead list's tabs and response times). */
  intro?: ReactNode;
  /** Shown after the rows and pages: what matters less than the rows (the lead list's erasure counts). */
  outro?: ReactNode;
  /** Rows become cards on a phone (see ResultsTable). */
  stacked?: boolean;
  children: ReactNode[];
};

function withPage(path: string, query: string, page: number): string {
  if (page === 1) return `${path}${query}`;
  return `${path}${query ? `${query}&` : '?'}page=${page}`;
}

/** A staff list page: count, folded filters with the CSV download, rows and pages. */
export function StaffList({ title, total, noun, path, fields, query, columns, page, pages, intro, outro, stacked, children }: Props) {
  return (
    <>
      <h1>{title}</h1>
      {intro}
      <p className={styles.summary}>
        {total} {total === 1 ? noun[0] : noun[1]} match. Newest first.
      </p>
      <FilterBar action={path} fields={fields} csvHref={`${path}/csv${query}`} />
      <ResultsTable columns={columns} emptyText={`No ${noun[1]} match these filters.`} stacked={stacked}>
        {children}
      </ResultsTable>
      <StaffPager page={page} pages={pages} hrefFor={(target) => withPage(path, query, target)} />
      {outro}
    </>
  );
}
