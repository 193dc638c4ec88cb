import { NoResultsEnquiryForm } from '@/components/forms/no-results-enquiry-form';
import { NoPrefetchLink as Link } from '@/components/ui/no-prefetch-link';
import { entryCaption, type SearchOutcome } from '@/lib/site/search/engine';
import type { SearchRequest } from '@/lib/site/search/query-param';
import { MAX_QUERY_LENGTH } from '@/lib/site/search/text';
import styles from './search-results.module.css';

const EXAMPLE = '3 BHK in Gurgaon under 2 Cr';

type Props = { request: SearchRequest; outcome: SearchOutcome | null };

/** The server-rendered answer to a search: the requirement's listing, then the ranked entries, or the listing's contact form. */
export function SearchResults({ request, outcome }: Props) {
  if (!request.query || !outcome) {
    return <p className={styles.notice}>Type a project, developer or locality, or what you need, for example “{EXAMPLE}”.</p>;
  }
  const { suggestion, entries } = outcome;
  const count = entries.length + (suggestion ? 1 : 0);
  return (
    <>
      {request.truncated && (
        <p className={styles.notice}>Your search was long, so only its first {MAX_QUERY_LENGTH} characters were read.</p>
      )}
      <h2 className={styles.heading}>
        {count === 0 ? 'No results found' : `${count} ${count === 1 ? 'result' : 'results'}`} for “{request.query}”
      </h2>
      {suggestion && (
        <Link href={suggestion.href} className={styles.requirement}>
          <span className={styles.name}>{suggestion.label}</span>
          <span className={styles.detail}>See the filtered list</span>
        </Link>
      )}
      {entries.length > 0 && (
        <ol className={styles.list}>
          {entries.map((entry) => (
            <li key={`${entry.path}-${entry.name}`}>
              <Link href={entry.path} className={styles.entry}>
                <span className={styles.name}>{entry.name}</span>
                <span className={styles.detail}>{entryCaption(entry)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {count === 0 && (
        <div className={styles.noResults}>
          <p>Nothing on the site matches that. Tell us what you are looking for and we will find it for you.</p>
          <NoResultsEnquiryForm />
        </div>
      )}
    </>
  );
}
