import { DeferredShortlistToggle as ShortlistToggle } from '@/components/shortlist/deferred-shortlist';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { DeferredContactModalButton as ContactModalButton } from '@/components/ui/deferred-widgets';
import { Icon } from '@/components/ui/icon';
import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { whatsappLink } from '@/lib/site/config';
import type { Project } from '@/lib/site/content';
import { projectPath } from '@/lib/site/page/paths';
import { whatsappReferenceText } from '@/lib/site/page/whatsapp-reference';
import { reraAuthority } from '@/lib/site/project/rera';
import { ProjectGallery } from './project-gallery';
import styles from './project-header.module.css';
import { projectRef } from './project-ref';
import { ReraQr } from './rera-qr';

type Props = {
  project: Project;
  developerKey: string;
  /** The page of the project's locality, linked beside its address. */
  locality: { name: string; path: string } | null;
  /** The QR code (SVG) of the register of the authority the project's RERA number is from; null without one. */
  reraQr?: string | null;
};

/** Name, price, badges and the project's photographs. */
/** The gallery's photographs and their texts. */
const galleryImages = ({ images, name }: Project) =>
  images.map((src, position) => ({ src, alt: `${name}, photo ${position + 1} of ${images.length}` }));

export function ProjectHeader({ project, developerKey, locality, reraQr = null }: Props) {
  const authority = project.reraNumber ? reraAuthority(project.reraNumber) : null;
  return (
    <section className={styles.header}>
      <div className="container">
        <Breadcrumb pathname={projectPath(developerKey, project.id)} labels={{ [project.id]: project.name }} />
        <div className={styles.top}>
          <div>
            <p className={styles.developer}>{project.developer}</p>
            <h1>{project.name}</h1>
            <p className={styles.location}>
              <Icon name="map-pin" /> {project.location}
            </p>
            {locality && (
              <p className={styles.locality}>
                <NoPrefetchLink href={locality.path}>Projects in {locality.name}</NoPrefetchLink>
              </p>
            )}
            <ul className={styles.badges} aria-label="Highlights">
              <li>{project.bedrooms}</li>
              <li>{project.propertyType}</li>
              <li>{project.projectStatus}</li>
              <li className={styles.rera}>
                <Icon name="check-badge" /> RERA Approved
              </li>
              {project.reraNumber && (
                <li className={styles.reraNumber}>
                  RERA No.{' '}
                  {authority ? (
                    <a href={authority.url} target="_blank" rel="noopener noreferrer">
                      {project.reraNumber}
                      <span className="visually-hidden"> (verify on the {authority.name} website, opens in a new tab)</span>
                    </a>
                  ) : (
                    project.reraNumber
                  )}
                </li>
              )}
            </ul>
            {reraQr && authority && project.reraNumber && (
              <ReraQr svg={reraQr} authorityName={authority.name} reraNumber={project.reraNumber} />
            )}
          </div>
          <div className={styles.priceBox}>
            <p className={styles.priceLabel}>Price</p>
            <p className={styles.price}>{project.price}</p>
            <ContactModalButton
              label="Inquire Now"
              className="btn btn-accent"
              source="project"
              project={projectRef(project, developerKey)}
            />
            <a href="#book-site-visit" className="btn btn-outline">
              Book a site visit
            </a>
            <ShortlistToggle id={project.id} name={project.name} variant="inline" />
            {/* The reference tells the advisor which project, and which page, the buyer wrote from (lib/office/whatsapp). */}
            <a
              href={whatsappLink(whatsappReferenceText(developerKey, project.id, project.name))}
              className={styles.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
            >
              Ask about it on WhatsApp<span className="visually-hidden"> (opens WhatsApp)</span>
            </a>
          </div>
        </div>
        <ProjectGallery images={galleryImages(project)} name={project.name} />
      </div>
    </section>
  );
}
