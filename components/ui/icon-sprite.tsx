import { LogoMark } from '@/components/layout/logo-mark';
import type { IconType } from 'react-icons';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaWhatsapp, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import {
  HiBars3,
  HiCheckBadge,
  HiChevronDown,
  HiChevronLeft,
  HiChevronRight,
  HiClock,
  HiEnvelope,
  HiHeart,
  HiMagnifyingGlass,
  HiMapPin,
  HiMicrophone,
  HiOutlineBriefcase,
  HiOutlineHeart,
  HiOutlineSparkles,
  HiOutlineTrophy,
  HiOutlineUserGroup,
  HiPause,
  HiPhone,
  HiPlay,
  HiXMark,
} from 'react-icons/hi2';
import { RiVoiceRecognitionLine } from 'react-icons/ri';
import { iconId } from './icon';

/**
 * Every icon the public pages show, drawn by react-icons into one static file, public/icons.svg
 * (scripts/generate/icon-sprite.tsx writes it; components/ui/icon-sprite.test.tsx fails while it is stale).
 * Pages reference a symbol with <Icon>, so no drawing is repeated in any page's HTML or RSC payload, and
 * no page's JavaScript carries react-icons.
 */
export const spriteIcons = {
  briefcase: HiOutlineBriefcase,
  'check-badge': HiCheckBadge,
  'chevron-down': HiChevronDown,
  'chevron-left': HiChevronLeft,
  'chevron-right': HiChevronRight,
  clock: HiClock,
  close: HiXMark,
  envelope: HiEnvelope,
  facebook: FaFacebookF,
  heart: HiHeart,
  'heart-outline': HiOutlineHeart,
  instagram: FaInstagram,
  linkedin: FaLinkedinIn,
  'logo-mark': LogoMark,
  'map-pin': HiMapPin,
  menu: HiBars3,
  microphone: HiMicrophone,
  pause: HiPause,
  phone: HiPhone,
  play: HiPlay,
  search: HiMagnifyingGlass,
  sparkles: HiOutlineSparkles,
  trophy: HiOutlineTrophy,
  'user-group': HiOutlineUserGroup,
  'voice-recognition': RiVoiceRecognitionLine,
  whatsapp: FaWhatsapp,
  'x-twitter': FaXTwitter,
  youtube: FaYoutube,
} satisfies Record<string, IconType>;

export type IconName = keyof typeof spriteIcons;

/** The sprite document: one symbol per icon, each holding react-icons' own drawing. */
export function IconSpriteDocument() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      {Object.entries(spriteIcons).map(([name, Drawing]) => (
        <symbol key={name} id={iconId(name as IconName)}>
          <Drawing size="100%" />
        </symbol>
      ))}
    </svg>
  );
}
