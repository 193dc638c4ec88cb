import { ResultsTable } from '@/components/admin/lists/results-table';
import { channelLabel } from '@/lib/intake/attribution/channel-names';
import { clickIdsText, storedTouch, type StoredTouch, type WithAttribution } from '@/lib/intake/attribution/stored-touches';
import { formatIst } from '@/lib/platform/time/india';
import styles from './leads.module.css';

/** The ids a source gave the lead (leadgen_id, form_id, the portal's lead id…), from their stored JSON. */
function sourceIdsOf(text: string | null | undefined): [string, string][] {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  } catch {
    return [];
  }
}

type Row = [label: string, value: (touch: StoredTouch) => string | null, always: boolean];

const rows: Row[] = [
  ['Channel', (touch) => (touch.channel ? channelLabel(touch.channel) : null), true],
  ['Source', (touch) => touch.source, true],
  ['Medium', (touch) => touch.medium, true],
  ['Campaign', (touch) => touch.campaign, true],
  ['Term', (touch) => touch.term, false],
  ['Content', (touch) => touch.content, false],
  ['Click ids', (touch) => clickIdsText(touch) || null, false],
  ['Referrer', (touch) => touch.referrer, false],
  ['Landing page', (touch) => touch.landing, true],
  ['Arrived', (touch) => (touch.at ? formatIst(touch.at) : null), true],
];

/** The blank corner, then one column per touch; each row is headed by what it shows. */
const columns = [null, 'First touch', 'Latest touch'];

/** Where the buyer came from: the first touch the browser kept and the latest one before they wrote. */
export function LeadAttribution({ lead }: { lead: WithAttribution & { sourceIds?: string | null } }) {
  const ids = sourceIdsOf(lead.sourceIds);
  const touches = [storedTouch(lead, 'first'), storedTouch(lead, 'last')] as const;
  const shown = rows.filter(([, value, always]) => always || touches.some((touch) => value(touch)));
  return (
    <section className={styles.card} aria-labelledby="attribution-heading">
      <h2 id="attribution-heading">Where they came from</h2>
      {lead.firstChannel ? (
        <ResultsTable columns={columns} boxed={false} tableClassName={styles.touches}>
          {shown.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {touches.map((touch, index) => (
                <td key={index}>{value(touch) ?? '—'}</td>
              ))}
            </tr>
          ))}
        </ResultsTable>
      ) : (
        <p className={styles.hint}>Not recorded: this lead arrived before the site noted where visitors came from.</p>
      )}
      {ids.length > 0 ? (
        <dl className={styles.sourceIds} aria-label="The source's own ids">
          {ids.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
