import type { ReactNode } from 'react';

type HomeSectionProps = { id: string; title: string; subtitle: string; alt?: boolean; children: ReactNode };

/** A home-page band: centred heading and subtitle over its content, on white or the alternate tint. */
export function HomeSection({ id, title, subtitle, alt = false, children }: HomeSectionProps) {
  return (
    <section className={alt ? 'section section-alt' : 'section'} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        <p className="section-subtitle">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
