/**
 * Unit layouts for the floor-plan drawings, in feet. A plan is one or more panels; a panel is
 * rows stacked from the top, each row a list of [label, width, kind]. Rows are stretched to
 * the widest row, so widths are proportions and the drawn dimensions follow from them.
 */

const row = (depth, ...rooms) => ({ depth, rooms });
const passage = (w = 40) => row(4.5, ['Passage', w, 'passage']);

const threeBhkTop = row(
  13,
  ['Bedroom 2', 11.5, 'bed'],
  ['Toilet', 5.5, 'toilet'],
  ['Bedroom 3', 11, 'bed'],
  ['Toilet', 5.5, 'toilet'],
  ['Master Bedroom', 14, 'bed'],
  ['M. Toilet', 6, 'toilet'],
);

export const PLANS = {
  '1bhk': {
    title: '1 BHK',
    panels: [
      {
        rows: [
          row(12, ['Bedroom', 12, 'bed'], ['Toilet', 5.5, 'toilet'], ['Kitchen', 8.5, 'kitchen']),
          passage(26),
          row(13.5, ['Living / Dining', 18, 'living'], ['Balcony', 8, 'balcony']),
        ],
      },
    ],
  },
  '2bhk': {
    title: '2 BHK',
    panels: [
      {
        rows: [
          row(12.5, ['Bedroom 2', 11, 'bed'], ['Toilet', 5.5, 'toilet'], ['Master Bedroom', 12.5, 'bed'], ['M. Toilet', 5.5, 'toilet']),
          passage(34),
          row(14, ['Kitchen', 8.5, 'kitchen'], ['Dining', 10, 'dining'], ['Living', 15.5, 'living']),
          row(5.5, ['Utility', 6, 'utility'], ['Balcony', 28, 'balcony']),
        ],
      },
    ],
  },
  '2bhk-study': {
    title: '2 BHK + Study',
    panels: [
      {
        rows: [
          row(
            12.5,
            ['Bedroom 2', 11, 'bed'],
            ['Toilet', 5, 'toilet'],
            ['Study', 8, 'study'],
            ['Master Bedroom', 12.5, 'bed'],
            ['M. Toilet', 5.5, 'toilet'],
          ),
          passage(),
          row(14, ['Kitchen', 8.5, 'kitchen'], ['Dining', 11, 'dining'], ['Living', 16, 'living'], ['Foyer', 6.5, 'foyer']),
          row(5.5, ['Utility', 6, 'utility'], ['Balcony', 36, 'balcony']),
        ],
      },
    ],
  },
  '3bhk-a': {
    title: '3 BHK (Type A)',
    panels: [
      {
        rows: [
          threeBhkTop,
          passage(),
          row(15, ['Kitchen', 9, 'kitchen'], ['Dining', 12, 'dining'], ['Living', 19, 'living'], ['Foyer', 6, 'foyer']),
          row(6, ['Utility', 6, 'utility'], ['Balcony', 40, 'balcony']),
        ],
      },
    ],
  },
  '3bhk-b': {
    title: '3 BHK (Type B)',
    panels: [
      {
        rows: [
          row(14, ['Master Bedroom', 14, 'bed'], ['M. Toilet', 6, 'toilet'], ['Dress', 5, 'dress'], ['Bedroom 2', 12, 'bed']),
          passage(),
          row(16, ['Living', 18, 'living'], ['Dining', 11, 'dining'], ['Kitchen', 9, 'kitchen']),
          row(12, ['Bedroom 3', 11, 'bed'], ['Toilet', 5.5, 'toilet'], ['Balcony', 21.5, 'balcony']),
        ],
      },
    ],
  },
  '3bhk-servant': {
    title: '3 BHK + Servant',
    panels: [
      {
        rows: [
          threeBhkTop,
          passage(),
          row(16, ['Kitchen', 10, 'kitchen'], ['Dining', 12, 'dining'], ['Living', 20, 'living'], ['Foyer', 6, 'foyer']),
          row(8.5, ['Utility', 5, 'utility'], ['Servant Room', 8, 'servant'], ['S. Toilet', 4.5, 'toilet'], ['Balcony', 30, 'balcony']),
        ],
      },
    ],
  },
  '3-5bhk': {
    title: '3.5 BHK',
    panels: [
      {
        rows: [
          threeBhkTop,
          passage(),
          row(15, ['Kitchen', 9, 'kitchen'], ['Dining', 11, 'dining'], ['Living', 18, 'living'], ['Study', 9, 'study']),
          row(6, ['Utility', 6, 'utility'], ['Balcony', 41, 'balcony']),
        ],
      },
    ],
  },
  '4bhk': {
    title: '4 BHK',
    panels: [
      {
        rows: [
          row(
            13,
            ['Bedroom 2', 12, 'bed'],
            ['Toilet', 5.5, 'toilet'],
            ['Bedroom 3', 12, 'bed'],
            ['Toilet', 5.5, 'toilet'],
            ['Bedroom 4', 12, 'bed'],
            ['Toilet', 5.5, 'toilet'],
          ),
          passage(),
          row(
            16,
            ['Kitchen', 10, 'kitchen'],
            ['Dining', 12, 'dining'],
            ['Living', 18, 'living'],
            ['Master Bedroom', 15, 'bed'],
            ['M. Toilet', 7, 'toilet'],
          ),
          row(6.5, ['Utility', 6, 'utility'], ['Balcony', 34, 'balcony'], ['Balcony', 16, 'balcony']),
        ],
      },
    ],
  },
  '4bhk-servant': {
    title: '4 BHK + Servant',
    panels: [
      {
        rows: [
          row(
            13.5,
            ['Bedroom 2', 12, 'bed'],
            ['Toilet', 5.5, 'toilet'],
            ['Bedroom 3', 12, 'bed'],
            ['Toilet', 5.5, 'toilet'],
            ['Bedroom 4', 12.5, 'bed'],
            ['Toilet', 5.5, 'toilet'],
          ),
          passage(),
          row(
            17,
            ['Kitchen', 10, 'kitchen'],
            ['Dining', 13, 'dining'],
            ['Living', 19, 'living'],
            ['Master Bedroom', 15, 'bed'],
            ['Dress', 5, 'dress'],
            ['M. Toilet', 7, 'toilet'],
          ),
          row(9, ['Servant Room', 8.5, 'servant'], ['S. Toilet', 4.5, 'toilet'], ['Utility', 6, 'utility'], ['Balcony', 50, 'balcony']),
        ],
      },
    ],
  },
  '4-5bhk': {
    title: '4.5 BHK',
    panels: [
      {
        rows: [
          row(
            14,
            ['Bedroom 2', 12.5, 'bed'],
            ['Toilet', 6, 'toilet'],
            ['Bedroom 3', 12.5, 'bed'],
            ['Toilet', 6, 'toilet'],
            ['Bedroom 4', 13, 'bed'],
            ['Toilet', 6, 'toilet'],
            ['Study', 10, 'study'],
          ),
          passage(),
          row(
            18,
            ['Kitchen', 11, 'kitchen'],
            ['Dining', 14, 'dining'],
            ['Living', 20, 'living'],
            ['Master Bedroom', 16, 'bed'],
            ['Dress', 6, 'dress'],
            ['M. Toilet', 8, 'toilet'],
          ),
          row(9, ['Servant Room', 9, 'servant'], ['S. Toilet', 5, 'toilet'], ['Utility', 6, 'utility'], ['Balcony', 55, 'balcony']),
        ],
      },
    ],
  },
  '5bhk-penthouse': {
    title: '5 BHK Penthouse',
    panels: [
      {
        rows: [
          row(
            15,
            ['Bedroom 2', 13, 'bed'],
            ['Toilet', 6, 'toilet'],
            ['Bedroom 3', 13, 'bed'],
            ['Toilet', 6, 'toilet'],
            ['Bedroom 4', 13, 'bed'],
            ['Toilet', 6, 'toilet'],
            ['Bedroom 5', 13, 'bed'],
            ['Toilet', 6, 'toilet'],
          ),
          passage(76),
          row(
            20,
            ['Kitchen', 12, 'kitchen'],
            ['Dining', 15, 'dining'],
            ['Living', 22, 'living'],
            ['Family Lounge', 14, 'living'],
            ['Master Bedroom', 18, 'bed'],
            ['M. Toilet', 9, 'toilet'],
          ),
          row(16, ['Servant Room', 9, 'servant'], ['Utility', 7, 'utility'], ['Private Terrace', 60, 'balcony']),
        ],
      },
    ],
  },
  'independent-floor': {
    title: 'Independent Floor (3 BHK)',
    panels: [
      {
        rows: [
          row(13, ['Bedroom 2', 12, 'bed'], ['Toilet', 5.5, 'toilet'], ['Master Bedroom', 14, 'bed'], ['M. Toilet', 6.5, 'toilet']),
          passage(38),
          row(15, ['Kitchen', 9, 'kitchen'], ['Living / Dining', 20, 'living'], ['Lift', 4.5, 'lift'], ['Stair', 8, 'stair']),
          row(12, ['Bedroom 3', 11.5, 'bed'], ['Toilet', 5.5, 'toilet'], ['Balcony', 21, 'balcony']),
        ],
      },
    ],
  },
  villa: {
    title: 'Villa',
    panels: [
      {
        title: 'Ground Floor',
        rows: [
          row(15, ['Living', 17, 'living'], ['Dining', 12, 'dining'], ['Kitchen', 10, 'kitchen']),
          passage(39),
          row(
            13,
            ['Guest Bedroom', 12, 'bed'],
            ['Toilet', 5.5, 'toilet'],
            ['Stair', 9, 'stair'],
            ['Lift', 5, 'lift'],
            ['Powder', 4.5, 'toilet'],
          ),
          row(10, ['Porch', 14, 'parking'], ['Lawn', 25, 'lawn']),
        ],
      },
      {
        title: 'First Floor',
        rows: [
          row(15, ['Master Bedroom', 16, 'bed'], ['Dress', 6, 'dress'], ['M. Toilet', 8, 'toilet'], ['Family Lounge', 9, 'living']),
          passage(39),
          row(13, ['Bedroom 2', 12, 'bed'], ['Toilet', 5.5, 'toilet'], ['Stair', 9, 'stair'], ['Lift', 5, 'lift'], ['Toilet', 5, 'toilet']),
          row(10, ['Terrace', 39, 'balcony']),
        ],
      },
    ],
  },
  'plot-layout': {
    title: 'Residential Plot',
    panels: [
      {
        rows: [
          row(6, ['Rear Setback', 40, 'setback']),
          row(38, ['Side Setback', 4, 'setback'], ['Permissible Built-up Area', 32, 'buildable'], ['Side Setback', 4, 'setback']),
          row(9, ['Front Setback', 40, 'setback']),
          row(12, ['12 m Wide Road', 40, 'road']),
        ],
      },
    ],
  },
  studio: {
    title: 'Serviced Studio',
    panels: [
      {
        rows: [
          row(16, ['Studio Room', 15, 'studio'], ['Toilet', 6, 'toilet']),
          passage(21),
          row(6, ['Kitchenette', 8, 'kitchen'], ['Balcony', 13, 'balcony']),
        ],
      },
    ],
  },
  'office-suite': {
    title: 'Office Suite',
    panels: [
      {
        rows: [
          row(12, ['Reception', 10, 'foyer'], ['Cabin', 10, 'cabin'], ['Cabin', 10, 'cabin'], ['Meeting Room', 14, 'meeting']),
          passage(44),
          row(20, ['Open Workspace', 32, 'open'], ['Pantry', 6, 'pantry'], ['Toilet', 6, 'toilet']),
        ],
      },
    ],
  },
  'office-floor': {
    title: 'Office Floor Plate',
    panels: [
      {
        rows: [
          row(22, ['Open Office', 90, 'open']),
          row(
            26,
            ['Open Office', 30, 'open'],
            ['Lift Lobby', 12, 'lift'],
            ['Toilets', 10, 'toilet'],
            ['Stair', 8, 'stair'],
            ['Services', 6, 'utility'],
            ['Open Office', 30, 'open'],
          ),
          row(22, ['Open Office', 90, 'open']),
        ],
      },
    ],
  },
  'retail-shop': {
    title: 'Retail Shop',
    panels: [
      {
        rows: [
          row(8, ['Store', 9, 'store'], ['Toilet', 5, 'toilet'], ['Stair to Mezzanine', 8, 'stair']),
          row(9, ['Sales Counter', 22, 'counter']),
          row(22, ['Display Area', 22, 'shop']),
          row(8, ['Common Corridor', 22, 'road']),
        ],
      },
    ],
  },
  'food-court': {
    title: 'Food Court Kiosk',
    panels: [
      {
        rows: [
          row(10, ['Kitchen', 13, 'kitchen'], ['Store', 6, 'store']),
          row(5, ['Service Counter', 19, 'counter']),
          row(24, ['Common Seating', 19, 'seating']),
        ],
      },
    ],
  },
  'anchor-store': {
    title: 'Anchor Store',
    panels: [
      {
        rows: [
          row(10, ['Back of House', 30, 'store'], ['Toilets', 10, 'toilet'], ['Stair', 8, 'stair'], ['Lift', 6, 'lift']),
          row(36, ['Sales Floor', 54, 'shop']),
          row(8, ['Billing', 30, 'counter'], ['Entrance Lobby', 24, 'foyer']),
        ],
      },
    ],
  },
  'sco-unit': {
    title: 'SCO Plot (Ground Floor)',
    panels: [
      {
        rows: [
          row(9, ['Lift', 6, 'lift'], ['Stair', 9, 'stair'], ['Toilet', 6, 'toilet'], ['Store', 9, 'store']),
          row(38, ['Showroom', 30, 'shop']),
          row(18, ['Front Parking', 30, 'parking']),
        ],
      },
    ],
  },
};
