import { SiteImage } from '@/components/ui/site-image';
import styles from './developer-logo-grid.module.css';

export type LogoTile = { key: string; name: string; logo: string; href: string };

/** One developer's logo and name, opening its page in a new tab (also a home carousel slide). */
export function DeveloperLogoTile({ tile }: { tile: LogoTile }) {
  return (
    <a href={tile.href} target="_blank" rel="noopener" className={styles.tile}>
      <span className={styles.logo}>
        <SiteImage src={tile.logo} alt="" fill sizes="200px" />
      </span>
      <span className={styles.name}>{tile.name}</span>
    </a>
  );
}

/** Developer logos with names; each opens its page in a new tab (SPEC, category and developer pages). */
export function DeveloperLogoGrid({ tiles }: { tiles: readonly LogoTile[] }) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <DeveloperLogoTile tile={tile} />
        </li>
      ))}
    </ul>
  );
}
