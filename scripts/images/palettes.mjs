/** Times of day for the renders: sky, light and how many windows glow. */
export const SKIES = {
  day: { top: '#3f7fc4', mid: '#8fbbe6', horizon: '#dcebf5', sun: '#fff6d8', haze: '#c9dcea', light: '#fff8e8', ground: '#6f9a4a', lit: 0.04, clouds: 0.85, night: false },
  morning: { top: '#5a8fcf', mid: '#a9c9e8', horizon: '#f4e3cf', sun: '#fff1c9', haze: '#d8dde2', light: '#fff3dd', ground: '#789f4e', lit: 0.08, clouds: 0.7, night: false },
  golden: { top: '#4d6fa8', mid: '#e0a87a', horizon: '#f7c98a', sun: '#ffe2a1', haze: '#e8c3a0', light: '#ffd9a6', ground: '#6c8a3f', lit: 0.18, clouds: 0.75, night: false },
  dusk: { top: '#1f2a56', mid: '#7a5a9a', horizon: '#f29a73', sun: '#ffc58a', haze: '#9a7f9e', light: '#f6b98a', ground: '#3d5230', lit: 0.55, clouds: 0.55, night: false },
  blue: { top: '#0f1d3d', mid: '#2d4f8a', horizon: '#7fa4cf', sun: '#c9dcf2', haze: '#4f6c98', light: '#9ab7de', ground: '#26382a', lit: 0.7, clouds: 0.35, night: true },
  night: { top: '#060b1c', mid: '#142447', horizon: '#334a73', sun: '#f3f0dc', haze: '#2a3b5c', light: '#6f86ad', ground: '#151f18', lit: 0.78, clouds: 0.2, night: true },
};

/** Façade schemes: main wall, accent fins, balcony slab edge, glass tint. */
export const FACADES = [
  { wall: '#ece6dc', accent: '#b8875b', slab: '#ffffff', glass: '#5d7f9a', fins: [0, 1] },
  { wall: '#d9dde2', accent: '#3d4a5a', slab: '#f5f7f9', glass: '#4f7590', fins: [0.33, 0.66] },
  { wall: '#efe9e1', accent: '#8c9aa6', slab: '#ffffff', glass: '#6a8aa3', fins: [0.5] },
  { wall: '#e4d6c3', accent: '#a2643f', slab: '#f6efe6', glass: '#56758c', fins: [0, 0.5, 1] },
  { wall: '#f2f2ee', accent: '#2f6b63', slab: '#ffffff', glass: '#4d7a8f' },
  { wall: '#cfc6bb', accent: '#55473d', slab: '#ebe5de', glass: '#4c6c84' },
  { wall: '#e9e4da', accent: '#c2a26b', slab: '#fbf8f2', glass: '#587a96' },
  { wall: '#dfe3e6', accent: '#7c3b3b', slab: '#f7f8f9', glass: '#4a6f8a' },
];

export const GLASS = [
  { top: '#9cc4e4', bottom: '#2f5877', frame: '#c7d3dc' },
  { top: '#a7d3d2', bottom: '#2b5c61', frame: '#c9d8d8' },
  { top: '#b8c7dc', bottom: '#34425f', frame: '#d4d9e2' },
  { top: '#8fb3cf', bottom: '#213f5c', frame: '#aab9c6' },
  { top: '#c5d2d9', bottom: '#46545e', frame: '#e0e4e6' },
  { top: '#9fb9c9', bottom: '#3a4e3f', frame: '#c3cbc4' },
];

export const SIGN_COLOURS = ['#c0392b', '#1f6f8b', '#e0a526', '#2d8f5b', '#6b3fa0', '#d35400', '#1b4f72', '#a93226'];
