// Writes public/icons.svg, the icon sprite every page's <Icon> references, from components/ui/icon-sprite.tsx.
// Run after adding an icon there: npx tsx scripts/generate/icon-sprite.tsx
import { writeFileSync } from 'node:fs';
import { ICON_SPRITE_FILE, iconSpriteMarkup } from '../../components/ui/icon-sprite-markup';

writeFileSync(ICON_SPRITE_FILE, iconSpriteMarkup());
console.log(`wrote ${ICON_SPRITE_FILE}`);
