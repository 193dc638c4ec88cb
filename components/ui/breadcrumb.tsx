import { env } from '@/lib/platform/env';
import { buildBreadcrumbs } from '@/lib/site/page/breadcrumbs';
import { breadcrumbJsonLd } from '@/lib/site/page/seo';
import styles from './breadcrumb.module.css';
import { JsonLd } from './json-ld';
import { NoPrefetchLink } from './no-prefetch-link';

type BreadcrumbProps = {
  pathname: string;
  labels?: Readonly<Record<string, string>>;
  tone?: 'light' | 'dark';
};

export function Breadcrumb({ pathname, labels, tone = 'dark' }: BreadcrumbProps) {
  const crumbs = buildBreadcrumbs(pathname, labels);
  return (
    <nav aria-label="Breadcrumb" className={`${styles.breadcrumb} ${tone === 'light' ? styles.light : ''}`}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href ? <NoPrefetchLink href={crumb.href}>{crumb.label}</NoPrefetchLink> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(crumbs, pathname, env().SITE_URL)} />
    </nav>
  );
}
