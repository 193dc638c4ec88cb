'use client';

import { Icon } from '@/components/ui/icon';
import styles from './carousel-arrows.module.css';

type Props = {
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
};

/** Real, labelled previous/next buttons for a carousel (Swiper's own are unlabelled divs). */
export function CarouselArrows({ previousLabel, nextLabel, onPrevious, onNext }: Props) {
  return (
    <div className={styles.arrows}>
      <button type="button" className={styles.arrow} aria-label={previousLabel} onClick={onPrevious}>
        <Icon name="chevron-left" />
      </button>
      <button type="button" className={styles.arrow} aria-label={nextLabel} onClick={onNext}>
        <Icon name="chevron-right" />
      </button>
    </div>
  );
}
