import { Icon } from '@/components/ui/icon';
import styles from './search.module.css';

/**
 * The results page's search box: the same GET form to /search as the home page's, without the
 * suggestions (this page is the answer when there is no JavaScript to give them).
 */
export function SearchForm({ query }: { query: string }) {
  return (
    <form action="/search" method="get" role="search" className={styles.search}>
      <label htmlFor="results-search" className="visually-hidden">
        Search projects, developers and localities
      </label>
      <input id="results-search" name="q" type="search" defaultValue={query} autoComplete="off" />
      <button type="submit" className={styles.submit} aria-label="Search">
        <Icon name="search" size={22} />
      </button>
    </form>
  );
}
