import { Icon } from '@/components/ui/icon';
import { SiteImage } from '@/components/ui/site-image';
import styles from './project-card.module.css';

export type CardFact = { term: string; value: string };

type PhotoProps = { image: string; alt: string; status: string; preload?: boolean };

/** A project card's photo and status badge: markup only (project-card-markup.tsx). `preload` makes it the page's LCP image. */
export function ProjectCardPhoto({ image, alt, status, preload = false }: PhotoProps) {
  return (
    <>
      <SiteImage
        src={image}
        alt={alt}
        fill
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        preload={preload}
        fetchPriority={preload ? 'high' : undefined}
      />
      <span className={styles.status}>{status}</span>
    </>
  );
}

type TextProps = { developer: string; name: string; href: string; location: string; facts: CardFact[]; price: string };

/** A project card's words: developer, name (the link to its page, in a new tab), place, facts and price. */
export function ProjectCardText({ developer, name, href, location, facts, price }: TextProps) {
  return (
    <>
      <p className={styles.developer}>{developer}</p>
      <h3 className={styles.name}>
        <a href={href} target="_blank" rel="noopener" className={styles.link}>
          {name}
        </a>
      </h3>
      <p className={styles.location}>
        <Icon name="map-pin" />
        {location}
      </p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.price}>{price}</p>
    </>
  );
}
