import { developerFloorPlansIn, findFloorPlanIn, parseFloorPlans } from './floor-plans';

const FILE = 'data/floorAndPaymentPlans.json';
const floor = (floorNumber: number) => ({
  floorNumber,
  image: '/images/floor-plans/3bhk.svg',
  area: '1850 sqft',
  pricePerSqft: '₹ 14,500',
});

const plans = parseFloorPlans(
  {
    'smart-world': [
      {
        id: 'one-dxp',
        floors: [floor(1), { ...floor(2), unitType: '4 BHK' }],
        paymentPlan: [
          { sno: 1, particulars: 'On booking', installment: '10%' },
          { sno: '2', particulars: 'Within 60 days', time: '60 days', installment: '15%' },
        ],
      },
      { id: 'gems', floors: [floor(1)], paymentPlan: [] },
    ],
    dlf: [{ id: 'arbour' }],
  },
  FILE,
);

describe('parseFloorPlans', () => {
  it('normalises floors and payment rows', () => {
    const oneDxp = findFloorPlanIn(plans, 'one-dxp');
    expect(oneDxp?.developerKey).toBe('smart-world');
    expect(oneDxp?.floors.map((f) => f.unitType)).toEqual([null, '4 BHK']);
    expect(oneDxp?.paymentPlan).toEqual([
      { sno: '1', particulars: 'On booking', time: null, installment: '10%' },
      { sno: '2', particulars: 'Within 60 days', time: '60 days', installment: '15%' },
    ]);
  });

  it('reads an empty or missing payment plan and floors as absent', () => {
    expect(findFloorPlanIn(plans, 'gems')?.paymentPlan).toBeNull();
    expect(findFloorPlanIn(plans, 'arbour')).toMatchObject({ floors: [], paymentPlan: null });
  });

  it('names the file and field of a malformed floor', () => {
    const raw = { dlf: [{ id: 'arbour', floors: [{ ...floor(1), area: 1850 }] }] };
    expect(() => parseFloorPlans(raw, FILE)).toThrow(/^data\/floorAndPaymentPlans\.json: dlf\[0\]\.floors\[0\]\.area: /);
  });
});

describe('floor plan lookups', () => {
  it('finds a project by id across developers', () => {
    expect(findFloorPlanIn(plans, 'arbour')?.developerKey).toBe('dlf');
    expect(findFloorPlanIn(plans, 'missing')).toBeNull();
  });

  it("lists a developer's plans by loose key", () => {
    expect(developerFloorPlansIn(plans, 'Smart World').map((p) => p.id)).toEqual(['one-dxp', 'gems']);
    expect(developerFloorPlansIn(plans, 'tata')).toEqual([]);
  });
});
