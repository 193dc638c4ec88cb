import { Swiper, type Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { A11y, Keyboard } from 'swiper/modules';
import type { PerView } from './testimonial-carousel';

const SPACE_BETWEEN_PX = 20;

/**
 * Swiper on the testimonial carousel's server-rendered list, in place: `viewport` holds the list, whose items are
 * the cards. Loaded only when the carousel nears the viewport.
 */
export function takeOver(viewport: HTMLElement, perView: PerView): SwiperInstance {
  const list = viewport.firstElementChild;
  // Swiper's own class names, which its stylesheet and the carousel's (testimonials.module.css) style.
  viewport.classList.add('swiper');
  list?.classList.add('swiper-wrapper');
  for (const slide of Array.from(list?.children ?? [])) slide.classList.add('swiper-slide');
  return new Swiper(viewport, {
    modules: [A11y, Keyboard],
    slidesPerView: perView[0] ?? 1,
    spaceBetween: SPACE_BETWEEN_PX,
    breakpoints: Object.fromEntries(Object.entries(perView).map(([width, count]) => [width, { slidesPerView: count }])),
    keyboard: { enabled: true, onlyInViewport: true },
    // The slides stay the list's items.
    a11y: { slideLabelMessage: 'Review {{index}} of {{slidesLength}}', slideRole: 'listitem' },
  });
}
