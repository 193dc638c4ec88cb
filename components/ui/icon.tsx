// Only the type: the drawings (and react-icons) stay in the server-rendered sprite.
import type { IconName } from './icon-sprite';

/** The id of an icon's symbol in the sprite. */
export const iconId = (name: IconName) => `icon-${name}`;

type Props = { name: IconName; size?: number | string; className?: string };

/** A decorative icon drawn from the page's sprite (IconSprite); hidden from assistive technology. */
export function Icon({ name, size = '1em', className }: Props) {
  return (
    <svg width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
