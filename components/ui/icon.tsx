// Only the type: the drawings (and react-icons) stay in the static sprite.
import type { IconName } from './icon-sprite';

export type { IconName };

/** The static sprite every icon is drawn from (components/ui/icon-sprite.tsx), same origin as the page. */
export const ICON_SPRITE_PATH = '/icons.svg';

/** The id of an icon's symbol in the sprite. */
export const iconId = (name: IconName) => `icon-${name}`;

type Props = { name: IconName; size?: number | string; className?: string };

/** A decorative icon drawn from the site's sprite file; hidden from assistive technology. */
export function Icon({ name, size = '1em', className }: Props) {
  return (
    <svg width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE_PATH}#${iconId(name)}`} />
    </svg>
  );
}
