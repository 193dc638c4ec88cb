import type { IconType } from 'react-icons';

/**
 * The roof-and-key mark, a symbol of the icon sprite (components/ui/icon-sprite.tsx). Its tile takes the
 * colour of the <svg> that shows it (currentColor), the stroke colours are the brand's own.
 */
export const LogoMark: IconType = ({ size }) => (
  <svg viewBox="0 0 40 40" width={size} height={size} xmlns="http://www.w3.org/2000/svg">
    <rect width="40" height="40" rx="10" fill="currentColor" />
    <path d="M8 21 20 10l12 11" fill="none" stroke="#c8922a" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M12.5 19.5V30h15V19.5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round" />
    <circle cx="20" cy="23.5" r="2.6" fill="#fff" />
  </svg>
);
