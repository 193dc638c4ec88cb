import type { ReportFilter } from '@/lib/office/reports/report-filter';
import styles from '../lists/lists.module.css';

export type SelectField = { name: string; label: string; selected?: string; options: { value: string; label: string }[] };

const periodField = (filter: ReportFilter): SelectField => ({
  name: 'period',
  label: 'Group by',
  selected: filter.period,
  options: [
    { value: 'week', label: 'Week' },
    { value: 'month', label: 'Month' },
  ],
});

const touchField = (filter: ReportFilter): SelectField => ({
  name: 'touch',
  label: 'Credit leads to',
  selected: filter.touch,
  options: [
    { value: 'first', label: 'First touch' },
    { value: 'last', label: 'Last touch' },
  ],
});

type Props = { action: string; filter: ReportFilter; fields: SelectField[] };

/** The report filter: a plain GET form, so a report is a link to bookmark or share and works without JavaScript. */
export function ReportFilterForm({ action, filter, fields }: Props) {
  const selects = [touchField(filter), periodField(filter), ...fields];
  return (
    <form className={styles.filters} method="get" action={action} aria-label="Report filters">
      <div className={styles.filter}>
        <label htmlFor="report-from">From (IST)</label>
        <input id="report-from" type="date" name="from" defaultValue={filter.from} required />
      </div>
      <div className={styles.filter}>
        <label htmlFor="report-to">To (IST)</label>
        <input id="report-to" type="date" name="to" defaultValue={filter.to} required />
      </div>
      {selects.map((field) => (
        <div key={field.name} className={styles.filter}>
          <label htmlFor={`report-${field.name}`}>{field.label}</label>
          <select id={`report-${field.name}`} name={field.name} defaultValue={field.selected ?? ''}>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={styles.filterActions}>
        <button className="btn btn-primary" type="submit">
          Show
        </button>
        <a className="btn btn-outline" href={action}>
          Reset
        </a>
      </div>
    </form>
  );
}
