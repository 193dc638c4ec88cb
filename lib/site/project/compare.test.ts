import { findProject, getFloorPlanProject } from '../content';
import { bestIndexes, compareRows, paymentPlanKind, pricePerSqftRange, type CompareItem } from './compare';

function item(id: string): CompareItem {
  const entry = findProject('', id);
  if (!entry) throw new Error(`${id} is not in the data`);
  return { project: entry.project, paymentPlan: getFloorPlanProject(id)?.paymentPlan ?? null };
}

const aristocrat = item('godrej-aristocrat');
const camellias = item('dlf-the-camellias');
const rows = compareRows([aristocrat, camellias]);
const row = (key: string) => {
  const found = rows.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no ${key} row`);
  return found;
};

describe('compareRows', () => {
  it('has the rows the issue asks for, in order', () => {
    expect(rows.map((r) => r.label)).toEqual([
      'Developer',
      'Locality',
      'Price range',
      'Price per sq ft',
      'Area',
      'Bedrooms',
      'Type',
      'Status',
      'Possession',
      'RERA number',
      'Payment plan',
      'EMI (80 % loan, 8.5 %, 20 years)',
    ]);
  });

  it('copies the text fields from the data', () => {
    expect(row('developer').cells.map((c) => c.text)).toEqual(['Godrej Properties', 'DLF Limited']);
    expect(row('price').cells[0]?.text).toBe('₹ 5.7 Cr - 8.49 Cr');
    expect(row('area').cells[1]?.text).toBe('7400 - 10400 sq.ft.');
    expect(row('possession').cells.map((c) => c.text)).toEqual(['Dec 2029', 'Dec 2019']);
  });

  it('links the RERA number to the Haryana authority', () => {
    expect(row('rera').cells[0]).toEqual({
      text: 'RC/REP/HARERA/GGM/655/455/2025/32',
      href: 'https://haryanarera.gov.in/',
    });
  });

  it('computes the EMI on 80 % of the lower price at 8.5 % over 20 years', () => {
    // 0.8 x 5,69,75,000 = 4,55,80,000 over 240 months at 8.5/1200 a month.
    expect(row('emi').cells[0]?.text).toBe('₹ 3,95,554 / month');
    expect(row('emi').best).toEqual([0]);
  });

  it('highlights the lowest price and rate and the largest area', () => {
    expect(row('price').best).toEqual([0]);
    expect(row('price-per-sqft').cells.map((c) => c.text)).toEqual(['₹ 21,500', '₹ 42,000']);
    expect(row('price-per-sqft').best).toEqual([0]);
    expect(row('area').best).toEqual([1]);
    expect(row('developer').best).toEqual([]);
  });

  it('names the payment plan kind', () => {
    expect(row('payment-plan').cells[0]?.text).toBe('Construction-linked');
  });
});

describe('helpers', () => {
  it('bestIndexes marks ties and needs two different values', () => {
    expect(bestIndexes([3, 1, 1, null], 'low')).toEqual([1, 2]);
    expect(bestIndexes([5, 5], 'high')).toEqual([]);
    expect(bestIndexes([null, 4], 'high')).toEqual([]);
  });

  it('paymentPlanKind reads the particulars', () => {
    const plan = (...particulars: string[]) =>
      particulars.map((text, index) => ({ sno: String(index + 1), particulars: text, time: null, installment: '10%' }));
    expect(paymentPlanKind(plan('On booking', 'On signing of the agreement', 'On registration and handover'))).toBe('Possession-linked');
    expect(paymentPlanKind(plan('On application', 'On allotment (draw)'))).toBe('Allotment-linked');
    expect(paymentPlanKind(plan('On booking', 'Within 90 days of booking'))).toBe('Time-linked');
    expect(paymentPlanKind(null)).toBeNull();
  });

  it('pricePerSqftRange spans the floor plans', () => {
    expect(pricePerSqftRange(camellias.project)).toEqual([42000, 42000]);
  });
});
