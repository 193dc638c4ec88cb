import { DeferredShortlistToggle as ShortlistToggle } from '@/components/shortlist/deferred-shortlist';
import { SiteImage } from '@/components/ui/site-image';
import type { TrendingProject } from '@/lib/site/content';
import styles from './trending-card.module.css';

/** Image, name and price; opens the project in a new tab (SPEC, trending projects). */
/** `preload` only on the one card whose image is the page's LCP element. */
export function TrendingCard({ project, preload = false }: { project: TrendingProject; preload?: boolean }) {
  return (
    <div className={styles.item}>
      <a href={project.slug} target="_blank" rel="noopener" className={styles.card}>
        <span className={styles.media}>
          <SiteImage
            src={project.image}
            alt=""
            fill
            sizes="(min-width: 1024px) 300px, 80vw"
            preload={preload}
            fetchPriority={preload ? 'high' : undefined}
          />
        </span>
        <span className={styles.body}>
          <span className={styles.name}>{project.name}</span>
          <span className={styles.price}>{project.price}</span>
        </span>
      </a>
      <ShortlistToggle id={project.id} name={project.name} />
    </div>
  );
}
