import styles from './staff.module.css';

type Option = { value: string; label: string };

export type FilterField =
  | { kind: 'select'; name: string; label: string; options: Option[]; selected?: string }
  | { kind: 'date'; name: string; label: string; value?: string }
  /** Kept as it is when the filters are applied (the lead list's view). */
  | { kind: 'hidden'; name: string; value: string };

type Props = { action: string; fields: FilterField[]; csvHref: string };

/** The filter bar: a GET form, so a filtered view is a link staff can bookmark or share. */
export function FilterBar({ action, fields, csvHref }: Props) {
  return (
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
      <button className="btn btn-primary" type="submit">
        Apply
      </button>
      <a className="btn btn-outline" href={action}>
        Reset
      </a>
      <a className="btn btn-accent" href={csvHref} download>
        Download CSV
      </a>
    </form>
  );
}
