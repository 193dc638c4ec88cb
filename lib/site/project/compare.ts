import type { PaymentPlanRow, Project } from '../content/types';
import { parseAreaRange } from './area';
import { emiFor } from './emi';
import { reraAuthorityUrl } from './rera';
import { formatRupees, parsePricePerSqft } from './rupees';

/** The rows of the side-by-side comparison (issue 10), computed from the project data alone. */

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** The EMI row: a loan of 80 % of the lower price at 8.5 % a year over 20 years. */
export const COMPARE_LOAN = { share: 0.8, annualRatePercent: 8.5, years: 20 } as const;

export type CompareItem = { project: Project; paymentPlan: PaymentPlanRow[] | null };
export type CompareCell = { text: string; href?: string };
export type CompareRow = {
  key: string;
  label: string;
  cells: CompareCell[];
  /** Columns holding the best value of a numeric row; empty when there is no single best. */
  best: number[];
};

const MISSING = '—';

const CONSTRUCTION = /excavation|casting|slab|construction|brickwork|plaster|flooring|structure/i;

/** What kind of payment plan the rows describe, as buyers name them. */
export function paymentPlanKind(rows: readonly PaymentPlanRow[] | null): string | null {
  if (!rows || rows.length === 0) return null;
  const text = rows.map((row) => row.particulars).join(' ');
  if (CONSTRUCTION.test(text)) return 'Construction-linked';
  if (/allotment/i.test(text)) return 'Allotment-linked';
  if (/possession|handover|registration/i.test(text)) return 'Possession-linked';
  return 'Time-linked';
}

/** The lowest and highest price per sq ft across the project's floor plans. */
export function pricePerSqftRange(project: Project): [number, number] | null {
  const rates = project.floors.map((floor) => parsePricePerSqft(floor.pricePerSqft)).filter((rate): rate is number => rate !== null);
  return rates.length > 0 ? [Math.min(...rates), Math.max(...rates)] : null;
}

/** The monthly EMI on 80 % of the lower price; null when the price is unknown. */
export function compareEmi(project: Project): number | null {
  const lower = project.budget[0];
  if (!(lower > 0)) return null;
  return emiFor(lower * COMPARE_LOAN.share, COMPARE_LOAN.annualRatePercent, COMPARE_LOAN.years).emi;
}

/** Indexes of the best value (lowest or highest); none when fewer than two values differ. */
export function bestIndexes(values: readonly (number | null)[], prefer: 'low' | 'high'): number[] {
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2 || known.every((value) => value === known[0])) return [];
  const target = prefer === 'low' ? Math.min(...known) : Math.max(...known);
  return values.flatMap((value, index) => (value === target ? [index] : []));
}

function textRow(key: string, label: string, items: readonly CompareItem[], pick: (p: Project) => string | null): CompareRow {
  return { key, label, cells: items.map(({ project }) => ({ text: pick(project) || MISSING })), best: [] };
}

function numericRow(
  key: string,
  label: string,
  items: readonly CompareItem[],
  read: (item: CompareItem) => { value: number | null; text: string | null },
  prefer: 'low' | 'high',
): CompareRow {
  const readings = items.map(read);
  return {
    key,
    label,
    cells: readings.map(({ text }) => ({ text: text || MISSING })),
    best: bestIndexes(
      readings.map(({ value }) => value),
      prefer,
    ),
  };
}

const rateText = (range: [number, number] | null) =>
  range && (range[0] === range[1] ? formatRupees(range[0]) : `${formatRupees(range[0])} – ${formatRupees(range[1])}`);

export function compareRows(items: readonly CompareItem[]): CompareRow[] {
  return [
    textRow('developer', 'Developer', items, (p) => p.developer),
    textRow('locality', 'Locality', items, (p) => p.localities),
    numericRow(
      'price',
      'Price range',
      items,
      ({ project }) => ({ value: project.budget[0] > 0 ? project.budget[0] : null, text: project.price }),
      'low',
    ),
    numericRow(
      'price-per-sqft',
      'Price per sq ft',
      items,
      ({ project }) => {
        const range = pricePerSqftRange(project);
        return { value: range ? range[0] : null, text: rateText(range) };
      },
      'low',
    ),
    numericRow('area', 'Area', items, ({ project }) => ({ value: parseAreaRange(project.area)?.[1] ?? null, text: project.area }), 'high'),
    textRow('bedrooms', 'Bedrooms', items, (p) => p.bedrooms),
    textRow('type', 'Type', items, (p) => p.propertyType),
    textRow('status', 'Status', items, (p) => p.projectStatus),
    textRow('possession', 'Possession', items, (p) => p.possession),
    {
      key: 'rera',
      label: 'RERA number',
      cells: items.map(({ project }) => {
        const number = project.reraNumber;
        if (!number) return { text: MISSING };
        const href = reraAuthorityUrl(number);
        return href ? { text: number, href } : { text: number };
      }),
      best: [],
    },
    {
      key: 'payment-plan',
      label: 'Payment plan',
      cells: items.map(({ paymentPlan }) => ({ text: paymentPlanKind(paymentPlan) ?? MISSING })),
      best: [],
    },
    numericRow(
      'emi',
      'EMI (80 % loan, 8.5 %, 20 years)',
      items,
      ({ project }) => {
        const emi = compareEmi(project);
        return { value: emi === null ? null : Math.round(emi), text: emi === null ? null : `${formatRupees(emi)} / month` };
      },
      'low',
    ),
  ];
}
