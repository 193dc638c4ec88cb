#!/usr/bin/env node
/**
 * Renders every image the sample content uses into public/images/: SVG scenes composed in
 * scripts/generate/images/ are rasterised to WebP with sharp; logos and plans stay as SVG.
 * Usage: node scripts/generate/images.mjs [group ...]   (groups: hero (with the share image) projects developers
 * floor-plans site-plans testimonials localities services placeholder; default all)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FLOOR_PLAN_KEYS, floorPlanSvg } from './images/floor-plans.mjs';
import { avatar, placeholder, serviceIllustration } from './images/illustrations.mjs';
import { LOGOS, logoSvg } from './images/logos.mjs';
import { livingRoomScene, officeInteriorScene } from './images/scenes-indoor.mjs';
import { plotsScene, retailScene, scoScene, villaScene } from './images/scenes-lowrise.mjs';
import { amenityScene, officeScene, residentialScene } from './images/scenes-outdoor.mjs';
import { officeSitePlan, plottedSitePlan, residentialSitePlan, retailSitePlan, scoSitePlan } from './images/site-plans.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const OUT = path.join(ROOT, 'public', 'images');
const pad = (n) => String(n).padStart(2, '0');
const SKY_CYCLE = ['day', 'golden', 'dusk', 'morning', 'blue', 'day', 'golden', 'night'];

async function webp(file, svg, width, quality = 70) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg), { density: 72 }).resize({ width }).webp({ quality, effort: 5 }).toFile(file);
}

async function text(file, content) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

async function readData(name) {
  return JSON.parse(await fs.readFile(path.join(ROOT, 'data', name), 'utf8'));
}

const fileName = (imagePath) => path.join(ROOT, 'public', imagePath);

const LOCALITY_SCENES = {
  'golf-course-road': () => residentialScene(301, { width: 800, height: 600, sky: 'golden', foreground: 'lawn', towers: 3 }),
  'dwarka-expressway': () => residentialScene(302, { width: 800, height: 600, sky: 'day', foreground: 'road', towers: 4 }),
  'sohna-road': () => residentialScene(303, { width: 800, height: 600, sky: 'morning', hills: true }),
  'new-gurgaon': () => residentialScene(304, { width: 800, height: 600, sky: 'dusk', towers: 4 }),
  'sector-150-noida': () => residentialScene(305, { width: 800, height: 600, sky: 'day', foreground: 'lawn' }),
  'noida-expressway': () => residentialScene(306, { width: 800, height: 600, sky: 'blue', foreground: 'road' }),
  'vasant-kunj': () => villaScene(307, { width: 800, height: 600, sky: 'golden' }),
  saket: () => retailScene(308, { width: 800, height: 600, sky: 'day' }),
};

const SERVICE_SCENES = {
  residential: () => residentialScene(401, { width: 800, height: 600, sky: 'golden', foreground: 'lawn' }),
  commercial: () => officeScene(402, { width: 800, height: 600, sky: 'day' }),
  plots: () => plotsScene(403, { width: 800, height: 600, sky: 'morning' }),
  sco: () => scoScene(404, { width: 800, height: 600, sky: 'golden' }),
  'home-loans': () => serviceIllustration('home-loans'),
  legal: () => serviceIllustration('legal'),
  'property-management': () => serviceIllustration('property-management'),
  interiors: () => livingRoomScene(408, { width: 800, height: 600 }),
};

const AVATAR_STYLES = [
  { style: 'short' },
  { style: 'short', glasses: true },
  { style: 'long' },
  { style: 'beard' },
  { style: 'bun' },
  { style: 'bald', glasses: true },
  { style: 'beard', glasses: true },
  { style: 'long' },
];

const GROUPS = {
  async hero() {
    const scenes = [
      residentialScene(11, { width: 1920, height: 1080, sky: 'dusk', towers: 4, hills: true, foreground: 'lawn' }),
      officeScene(12, { width: 1920, height: 1080, sky: 'blue' }),
      residentialScene(13, { width: 1920, height: 1080, sky: 'golden', towers: 3, foreground: 'road' }),
      amenityScene(14, { width: 1920, height: 1080, sky: 'golden' }),
      residentialScene(15, { width: 1920, height: 1080, sky: 'night', towers: 4, foreground: 'road' }),
    ];
    for (const [i, svg] of scenes.entries()) await webp(path.join(OUT, 'hero', `hero-${i + 1}.webp`), svg, 1920, 66);
    // The share image for link previews: JPEG at 1200x630, the size and format every network accepts.
    await sharp(Buffer.from(scenes[0]), { density: 72 })
      .resize({ width: 1200, height: 630, fit: 'cover' })
      .jpeg({ quality: 78 })
      .toFile(path.join(OUT, 'share.jpg'));
  },
  async projects() {
    const pools = [
      [
        'residential',
        16,
        (i) =>
          residentialScene(100 + i, {
            sky: SKY_CYCLE[i % SKY_CYCLE.length],
            hills: i % 3 === 0,
            foreground: i % 2 ? 'road' : 'lawn',
            towers: 2 + (i % 3),
          }),
      ],
      ['villa', 3, (i) => villaScene(200 + i, { sky: ['day', 'golden', 'dusk'][i] })],
      ['plots', 3, (i) => plotsScene(210 + i, { sky: ['day', 'morning', 'golden'][i] })],
      ['amenity', 5, (i) => amenityScene(220 + i, { sky: ['day', 'golden', 'dusk', 'morning', 'day'][i] })],
      ['interior', 5, (i) => livingRoomScene(230 + i)],
      ['office-tower', 6, (i) => officeScene(240 + i, { sky: ['day', 'golden', 'blue', 'morning', 'dusk', 'day'][i] })],
      ['retail', 5, (i) => retailScene(250 + i, { sky: ['day', 'dusk', 'golden', 'blue', 'day'][i] })],
      ['office-interior', 3, (i) => officeInteriorScene(260 + i)],
      ['sco', 4, (i) => scoScene(270 + i, { sky: ['day', 'golden', 'morning', 'dusk'][i] })],
    ];
    for (const [name, count, render] of pools) {
      for (let i = 0; i < count; i++) await webp(path.join(OUT, 'projects', `${name}-${pad(i + 1)}.webp`), render(i), 1280);
    }
  },
  async developers() {
    for (const slug of Object.keys(LOGOS)) await text(path.join(OUT, 'developers', `${slug}.svg`), logoSvg(slug));
  },
  async 'floor-plans'() {
    for (const key of FLOOR_PLAN_KEYS) await text(path.join(OUT, 'floor-plans', `${key}.svg`), floorPlanSvg(key));
  },
  async 'site-plans'() {
    const plans = [1, 2, 3, 4, 5, 6].map((seed) => residentialSitePlan(seed));
    plans.push(officeSitePlan(7), retailSitePlan(8), plottedSitePlan(9), scoSitePlan(10));
    for (const [i, svg] of plans.entries()) await text(path.join(OUT, 'site-plans', `site-plan-${pad(i + 1)}.svg`), svg);
  },
  async testimonials() {
    const list = await readData('testimonials.json');
    for (const [i, { image }] of list.entries())
      await webp(fileName(image), avatar(500 + i, AVATAR_STYLES[i % AVATAR_STYLES.length]), 256, 80);
  },
  async localities() {
    for (const { id, image } of await readData('topLocalities.json')) {
      const render = LOCALITY_SCENES[id] ?? (() => residentialScene(id.length * 37, { width: 800, height: 600 }));
      await webp(fileName(image), render(), 800);
    }
  },
  async services() {
    for (const { id, image } of await readData('everythingContainer.json')) {
      const render = SERVICE_SCENES[id] ?? (() => officeScene(id.length * 41, { width: 800, height: 600 }));
      await webp(fileName(image), render(), 800);
    }
  },
  async placeholder() {
    await webp(path.join(OUT, 'placeholder.webp'), placeholder(), 1280, 75);
  },
};

const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(GROUPS)) {
  if (!GROUPS[name]) throw new Error(`unknown group "${name}"; known: ${Object.keys(GROUPS).join(', ')}`);
  const started = Date.now();
  await GROUPS[name]();
  console.log(`${name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
