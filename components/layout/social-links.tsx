import { Icon, type IconName } from '@/components/ui/icon';
import { site, type SocialNetwork } from '@/lib/site/config';

// Rendered by the server and kept by the browser without this code (layout-markup.tsx), in the caller's list.

const icons: Record<SocialNetwork, IconName> = {
  Facebook: 'facebook',
  Instagram: 'instagram',
  'X (Twitter)': 'x-twitter',
  LinkedIn: 'linkedin',
  YouTube: 'youtube',
};

/** The five social profiles, each opening in a new tab, as the items of a list. */
export function SocialLinkItems({ linkClassName }: { linkClassName?: string }) {
  return site.social.map((network) => (
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
  ));
}

/** The five social profiles in a list of their own. */
export function SocialLinks({ listClassName, linkClassName }: { listClassName?: string; linkClassName?: string }) {
  return (
    <ul className={listClassName}>
      <SocialLinkItems linkClassName={linkClassName} />
    </ul>
  );
}
