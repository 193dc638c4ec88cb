import { activeFilterCount, type FilterField } from '@/lib/office/lists/filter-fields';
import styles from './lists.module.css';

type Props = { action: string; fields: FilterField[]; csvHref: string };

/**
 * The filters, folded into a native disclosure so the rows come first on a phone (it opens
 * without JavaScript); its summary says how many are in use. A GET form, so a filtered view is a
 * link staff can bookmark or share; the CSV download beside Apply saves the rows of the filter applied.
 */
export function FilterBar({ action, fields, csvHref }: Props) {
  return (
    <details className={styles.filterPanel}>
      <summary>Filters ({activeFilterCount(fields)})</summary>
      <form className={styles.filters} method="get" action={action}>
        {fields.map((field) => {
          if (field.kind === 'hidden') return <input key={field.name} type="hidden" name={field.name} value={field.value} />;
          const id = `filter-${field.name}`;
          return (
            <div key={field.name} className={styles.filter}>
              <label htmlFor={id}>{field.label}</label>
              {field.kind === 'select' ? (
                <select id={id} name={field.name} defaultValue={field.selected ?? ''}>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input id={id} type="date" name={field.name} defaultValue={field.value ?? ''} />
              )}
            </div>
          );
        })}
        <div className={styles.filterActions}>
          <button className="btn btn-primary" type="submit">
            Apply
          </button>
          <a className="btn btn-outline" href={action}>
            Reset
          </a>
          <a className="btn btn-accent" href={csvHref} download>
            Download CSV
          </a>
        </div>
      </form>
    </details>
  );
}
