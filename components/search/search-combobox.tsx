import { Icon } from '@/components/ui/icon';
import { DeferredSearchSuggestions as SearchSuggestions } from './deferred-search';
import styles from './search.module.css';

const INPUT_ID = 'hero-search';

/**
 * The site search: a GET form to /search (the no-JavaScript path, answered on the server) whose box becomes a
 * WAI-ARIA combobox once its behaviour has come (search-suggestions.tsx, loaded after the page: issue 43). The box
 * is the server's; text typed into it before then is kept and searched when the suggestions arrive.
 */
export function SearchCombobox() {
  return (
    <form action="/search" method="get" role="search" className={styles.search}>
      <label htmlFor={INPUT_ID} className="visually-hidden">
        Search projects, developers and localities
      </label>
      <input
        id={INPUT_ID}
        name="q"
        type="text"
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- aria-controls names the results, set by search-suggestions.tsx while there are some
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        placeholder="Project, locality or “3 BHK under 2 Cr”"
        autoComplete="off"
      />
      <SearchSuggestions inputId={INPUT_ID} />
      <button type="submit" className={styles.submit} aria-label="Search">
        <Icon name="search" size={22} />
      </button>
    </form>
  );
}
