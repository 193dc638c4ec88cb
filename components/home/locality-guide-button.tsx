'use client';

import { EnquiryForm } from '@/components/forms/enquiry-form';
import { Dialog } from '@/components/ui/dialog';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './locality-guide.module.css';

export type LocalityGuideView = {
  id: string;
  name: string;
  summary: string;
  /** e.g. '₹13,000 – ₹22,500' */
  priceRange: string;
  projects: { name: string; href: string }[];
  /** The project listing filtered to this locality. */
  listingHref: string;
};

type Props = { guide: LocalityGuideView; className?: string; children: ReactNode };

/**
 * Opens a locality's guide: its character, typical prices, our projects there and an enquiry
 * that records the locality. Without JavaScript it is a link to the filtered listing.
 */
export function LocalityGuideButton({ guide, className, children }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [enquiring, setEnquiring] = useState(false);
  const idPrefix = `locality-${guide.id}`;

  useEffect(() => {
    if (enquiring) document.getElementById(`${idPrefix}-form-name`)?.focus();
  }, [enquiring, idPrefix]);

  if (!hydrated) {
    return (
      <a href={guide.listingHref} className={className}>
        {children}
      </a>
    );
  }

  function close() {
    setOpen(false);
    setEnquiring(false);
  }

  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </button>
      <Dialog open={open} onClose={close} title={guide.name} idPrefix={idPrefix}>
        <p className={styles.summary}>{guide.summary}</p>
        <p className={styles.price}>
          Typical price: <strong>{guide.priceRange}</strong> per&nbsp;sq&nbsp;ft
        </p>
        {guide.projects.length > 0 ? (
          <>
            <h3 className={styles.heading}>Our projects in {guide.name}</h3>
            <ul className={styles.projects}>
              {guide.projects.map((project) => (
                <li key={project.href}>
                  <a href={project.href}>{project.name}</a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          <a href={guide.listingHref} className={styles.all}>
            See all projects in {guide.name}
          </a>
        </p>
        {enquiring ? (
          <EnquiryForm
            source="locality-guide"
            idPrefix={`${idPrefix}-form`}
            context={{ locality: guide.name }}
            heading={`Enquire about ${guide.name}`}
            onSubmitted={close}
          />
        ) : (
          <button type="button" className="btn btn-accent" onClick={() => setEnquiring(true)}>
            Enquire about {guide.name}
          </button>
        )}
      </Dialog>
    </>
  );
}
