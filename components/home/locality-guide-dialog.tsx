'use client';

import { EnquiryForm } from '@/components/forms/enquiry-form';
import { Dialog } from '@/components/ui/dialog';
import { useEffect, useState } from 'react';
import styles from './locality-guide.module.css';
import type { LocalityGuideView } from './tile-dialog';

type Props = { guide: LocalityGuideView; open: boolean; onClose: () => void };

/** A locality's guide: its character, typical prices, our projects there and an enquiry that records the locality. */
export function LocalityGuideDialog({ guide, open, onClose }: Props) {
  const [enquiring, setEnquiring] = useState(false);
  const idPrefix = `locality-${guide.id}`;

  useEffect(() => {
    if (enquiring) document.getElementById(`${idPrefix}-form-name`)?.focus();
  }, [enquiring, idPrefix]);

  function close() {
    setEnquiring(false);
    onClose();
  }

  return (
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
  );
}
