import { site, type SocialNetwork } from '@/lib/site/config';
import type { IconType } from 'react-icons';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube } from 'react-icons/fa6';

const icons: Record<SocialNetwork, IconType> = {
  Facebook: FaFacebookF,
  Instagram: FaInstagram,
  'X (Twitter)': FaXTwitter,
  LinkedIn: FaLinkedinIn,
  YouTube: FaYoutube,
};

/** The five social profiles, each opening in a new tab. Layout comes from the caller's classes. */
export function SocialLinks({ listClassName, linkClassName }: { listClassName?: string; linkClassName?: string }) {
  return (
    <ul className={listClassName}>
      {site.social.map((network) => {
        const Icon = icons[network.name];
        return (
          <li key={network.name}>
            <a
              className={linkClassName}
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${site.name} on ${network.name} (opens in a new tab)`}
            >
              <Icon aria-hidden focusable="false" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
