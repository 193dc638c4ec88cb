import type { IconType } from 'react-icons';
import { FaWhatsapp } from 'react-icons/fa6';
import {
  HiBars3,
  HiChevronDown,
  HiChevronLeft,
  HiChevronRight,
  HiHeart,
  HiMagnifyingGlass,
  HiMicrophone,
  HiOutlineHeart,
  HiPause,
  HiPhone,
  HiPlay,
  HiXMark,
} from 'react-icons/hi2';
import { RiVoiceRecognitionLine } from 'react-icons/ri';
import { iconId } from './icon';

// The icons the interactive (client) components show. Drawn once per page by the server and referenced
// by <Icon>, so no page's JavaScript carries react-icons' runtime or drawings.
const spriteIcons = {
  'chevron-down': HiChevronDown,
  'chevron-left': HiChevronLeft,
  'chevron-right': HiChevronRight,
  close: HiXMark,
  heart: HiHeart,
  'heart-outline': HiOutlineHeart,
  menu: HiBars3,
  microphone: HiMicrophone,
  pause: HiPause,
  phone: HiPhone,
  play: HiPlay,
  search: HiMagnifyingGlass,
  'voice-recognition': RiVoiceRecognitionLine,
  whatsapp: FaWhatsapp,
} satisfies Record<string, IconType>;

export type IconName = keyof typeof spriteIcons;

/** The page's icon sprite: one symbol per icon, each holding react-icons' own drawing. Rendered once, in the root layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute' }}>
      {Object.entries(spriteIcons).map(([name, Drawing]) => (
        <symbol key={name} id={iconId(name as IconName)}>
          <Drawing size="100%" />
        </symbol>
      ))}
    </svg>
  );
}
