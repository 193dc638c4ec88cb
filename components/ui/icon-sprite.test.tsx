import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon, ICON_SPRITE_PATH, iconId } from './icon';
import { spriteIcons, type IconName } from './icon-sprite';
import { ICON_SPRITE_FILE, iconSpriteMarkup } from './icon-sprite-markup';

it('public/icons.svg is the sprite the icon list draws (run scripts/generate/icon-sprite.tsx after changing it)', () => {
  expect(readFileSync(ICON_SPRITE_FILE, 'utf8')).toBe(iconSpriteMarkup());
});

it('has a symbol for every icon name', () => {
  const sprite = readFileSync(ICON_SPRITE_FILE, 'utf8');
  for (const name of Object.keys(spriteIcons) as IconName[]) expect(sprite).toContain(`<symbol id="${iconId(name)}">`);
});

it('draws an icon by reference to the sprite file, hidden from assistive technology', () => {
  const markup = renderToStaticMarkup(<Icon name="map-pin" />);
  expect(ICON_SPRITE_PATH).toBe('/icons.svg');
  expect(markup).toBe(
    '<svg width="1em" height="1em" aria-hidden="true" focusable="false"><use href="/icons.svg#icon-map-pin"></use></svg>',
  );
});
