'use client';

// A client component for no interactivity: the footer and the side bar both show these links, which a server
// component would spell out again in every page's RSC payload; lib/site/config and Icon are in the header's
// JavaScript already.
import { Icon, type IconName } from '@/components/ui/icon';
import { site, type SocialNetwork } from '@/lib/site/config';

const icons: Record<SocialNetwork, IconName> = {
  Facebook: 'facebook',
  Instagram: 'instagram',
  'X (Twitter)': 'x-twitter',
  LinkedIn: 'linkedin',
  YouTube: 'youtube',
};

/** The five social profiles, each opening in a new tab. Layout comes from the caller's classes. */
export function SocialLinks({ listClassName, linkClassName }: { listClassName?: string; linkClassName?: string }) {
  return (
    <ul className={listClassName}>
      {site.social.map((network) => {
        return (
          <li key={network.name}>
            <a
              className={linkClassName}
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${site.name} on ${network.name} (opens in a new tab)`}
            >
              <Icon name={icons[network.name]} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
