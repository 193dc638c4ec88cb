import { IconSpriteDocument } from '@/components/ui/icon-sprite';
import { renderToStaticMarkup } from 'react-dom/server';

export const ICON_SPRITE_FILE = 'public/icons.svg';

/** The sprite file's exact text. */
export function iconSpriteMarkup(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(<IconSpriteDocument />)}\n`;
}
