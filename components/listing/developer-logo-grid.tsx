import Image from 'next/image';
import styles from './developer-logo-grid.module.css';

export type LogoTile = { key: string; name: string; logo: string; href: string };

/**
 * Developer logos with names; each opens its page in a new tab (SPEC, category and developer pages).
 * `strip` lays them out as one horizontally scrolling row (the home page).
 */
export function DeveloperLogoGrid({ tiles, layout = 'grid' }: { tiles: readonly LogoTile[]; layout?: 'grid' | 'strip' }) {
  return (
    <ul className={layout === 'strip' ? styles.strip : styles.grid}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <a href={tile.href} target="_blank" rel="noopener" className={styles.tile}>
            <span className={styles.logo}>
              <Image src={tile.logo} alt="" fill sizes="200px" />
            </span>
            <span className={styles.name}>{tile.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
