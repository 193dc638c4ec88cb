import { Swiper, type Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/free-mode';
import { FreeMode } from 'swiper/modules';

/**
 * Swiper in free mode (drag and touch, slides of their own width) on AutoCarousel's server-rendered list, in place:
 * `viewport` holds the list, whose items are the slides. Loaded only when a carousel nears the viewport.
 */
export function takeOver(viewport: HTMLElement): SwiperInstance {
  const list = viewport.firstElementChild;
  // Swiper's own class names, which its stylesheet and the carousel's (auto-carousel.module.css) style.
  viewport.classList.add('swiper');
  list?.classList.add('swiper-wrapper');
  for (const slide of Array.from(list?.children ?? [])) slide.classList.add('swiper-slide');
  return new Swiper(viewport, { modules: [FreeMode], slidesPerView: 'auto', spaceBetween: 20, freeMode: true, watchOverflow: true });
}
