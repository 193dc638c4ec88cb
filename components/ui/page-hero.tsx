import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';

type PageHeroProps = {
  title: string;
  pathname: string;
  intro?: ReactNode;
  crumbLabels?: Readonly<Record<string, string>>;
  image?: string;
  children?: ReactNode;
};

/** The dark title band most inner pages open with: breadcrumb, h1, one line of intro. */
export function PageHero({ title, pathname, intro, crumbLabels, image, children }: PageHeroProps) {
  const style = image ? ({ '--page-hero-image': `url(${image})` } as React.CSSProperties) : undefined;
  return (
    <section className="page-hero" style={style}>
      <div className="container">
        <Breadcrumb pathname={pathname} labels={crumbLabels} tone="light" />
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
