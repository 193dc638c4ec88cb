import { CareerApplicationForm } from '@/components/forms/career-application-form';
import { ContactModal } from '@/components/forms/contact-modal';
import { ContactModalButton } from '@/components/forms/contact-modal-button';
import { BuyMenu } from '@/components/home/buy-menu';
import { HeroSlideshow } from '@/components/home/hero-slideshow';
import { localityGuideView } from '@/components/home/locality-guide-view';
import { TileDialogs } from '@/components/home/tile-dialogs';
import { BackgroundTasks } from '@/components/layout/background-tasks';
import { FloatingEnquiry } from '@/components/layout/floating-enquiry';
import { MenuButton } from '@/components/layout/menu-button';
import { ListingMapPane } from '@/components/map/listing-map-pane';
import { OfflineBar } from '@/components/offline/offline-bar';
import { PriceHistoryLive } from '@/components/price-charts/price-history-live';
import { PriceTrendLive } from '@/components/price-charts/price-trend-live';
import { EmiLive, EmiPriceButton } from '@/components/project/emi-live';
import { FloorPlanActions } from '@/components/project/floor-plan-actions';
import { LocationContactButton } from '@/components/project/location-contact-button';
import { PaymentPlanTabsLive } from '@/components/project/payment-plan-tabs-live';
import { ProjectGalleryLive } from '@/components/project/project-gallery-live';
import { SectionNavLive } from '@/components/project/section-nav-live';
import { SearchSuggestions } from '@/components/search/search-suggestions';
import { RecentlyViewed } from '@/components/shortlist/recently-viewed';
import RecentlyViewedList from '@/components/shortlist/recently-viewed-list';
import { ShortlistBadge } from '@/components/shortlist/shortlist-badge';
import { ShortlistToggle } from '@/components/shortlist/shortlist-toggle';
import { ShortlistView } from '@/components/shortlist/shortlist-view';
import { TestimonialMotion } from '@/components/testimonials/testimonial-motion';
import { HERO_IMAGES, getAllProjectEntries, getTopLocalities } from '@/lib/site/content';
import { mapMarkers } from '@/lib/site/listing/map-markers';
import { DEFAULT_QUERY } from '@/lib/site/listing/query';
import { serviceLinks } from '@/lib/site/page/navigation';
import { declaredIslands } from '@/tests/support/declared-islands';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { AutoCarouselMotion } from './auto-carousel-motion';
import { ImageFallback } from './image-fallback';
import ImageViewer from './image-viewer';
import { ImageViewerLive } from './image-viewer-live';
import { ISLAND_HTML_LIMIT } from './island';
import { SiteImage } from './site-image';

// The listing map pane asks for the app router, which a page's render has.
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), useRouter: () => ({ replace: () => {} }) }));

/** An island with the props a page gives it; `props` null for one the server never renders (opened by a tap). */
type Example = { component: ComponentType<never>; props: object | null };
const example = <Props extends object>(component: ComponentType<Props>, props: Props | null): Example => ({
  component: component as ComponentType<never>,
  props,
});

const project = { developer: 'dlf', id: 'dlf-privana', name: 'DLF Privana South, 3 BHK + Study' };
const photos = Array.from({ length: 8 }, (_, index) => ({ src: `/images/projects/gallery-${index}.webp`, alt: `Photo ${index + 1}` }));

// What the site gives each island, as large as a real page gives it. An island added without an example fails the
// test below, as one whose server HTML grows over the limit does.
const examples: readonly Example[] = [
  // Rendered once a position is chosen (components/careers/careers-board.tsx), in the browser only.
  example<{ department: string; position: string }>(CareerApplicationForm, null),
  example(ContactModalButton, {
    label: 'Enquire about Gurgaon',
    title: 'Property in Gurgaon',
    className: 'btn btn-accent',
    source: 'city-page',
    context: { city: 'Gurgaon' },
  }),
  example(BuyMenu, { links: serviceLinks }),
  example(HeroSlideshow, { slides: HERO_IMAGES.slice(1).map((src) => <SiteImage key={src} src={src} alt="" fill sizes="100vw" />) }),
  example(TileDialogs, { guides: getTopLocalities().map(localityGuideView) }),
  example(MenuButton, {}),
  example(FloatingEnquiry, {}),
  example(OfflineBar, {}),
  example(BackgroundTasks, {}),
  example(LocationContactButton, {}),
  example(ImageFallback, { scopeId: 'project-page' }),
  example(EmiLive, {}),
  example(EmiPriceButton, { loan: 24_000_000, lowerPrice: '₹3.2 Cr' }),
  example(SectionNavLive, { listId: 'project-sections' }),
  example(PaymentPlanTabsLive, { rootId: 'payment-plan-tabs' }),
  example(FloorPlanActions, { project, idPrefix: 'floor-enquiry-0' }),
  example(ProjectGalleryLive, {
    rootId: 'project-photos',
    pictures: photos.map((photo, index) =>
      index === 0 ? null : <SiteImage key={photo.src} src={photo.src} alt={photo.alt} fill sizes="100vw" />,
    ),
    images: photos,
    title: project.name,
  }),
  example(SearchSuggestions, { inputId: 'site-search' }),
  example(ShortlistView, {}),
  example(ShortlistToggle, { id: project.id, name: project.name, variant: 'inline' }),
  example(RecentlyViewed, {}),
  example(AutoCarouselMotion, { intervalMs: 4000, step: 1 }),
  example(TestimonialMotion, { perView: { 0: 1, 768: 2, 1200: 3 } }),
  example(ImageViewerLive, { rootId: 'project-photos', images: photos, title: project.name }),
  example(ShortlistBadge, {}),
  example(PriceHistoryLive, {
    source: '/api/price-history/dlf/dlf-privana',
    projectName: project.name,
    currentPrice: '₹ 10.5 Cr - 14.75 Cr onwards, all inclusive',
  }),
  example(PriceTrendLive, { source: '/api/price-trend/gurgaon/golf-course-extension-road', locality: 'Golf Course Extension Road' }),
  // Rendered by the browser alone: at the first click on an enquiry button, the first open of a gallery's photo, and
  // in a browser that has viewed projects.
  example<Parameters<typeof ContactModal>[0]>(ContactModal, null),
  example<Parameters<typeof ImageViewer>[0]>(ImageViewer, null),
  example<Parameters<typeof RecentlyViewedList>[0]>(RecentlyViewedList, null),
  // The listing map view's pane: its frame, the note without JavaScript and the status line (the list is outside it).
  example(ListingMapPane, { query: { ...DEFAULT_QUERY, view: 'map' }, markers: mapMarkers(getAllProjectEntries()) }),
];

const serverHtmlBytes = ({ component, props }: Example) =>
  props === null ? 0 : Buffer.byteLength(renderToString(createElement(component, props as never)));

/** The hydrated islands (island()) whose server HTML, for the example given, is over the limit, with its size. */
const oversized = (given: readonly Example[]) =>
  given.map((entry) => ({ island: entry.component.name, bytes: serverHtmlBytes(entry) })).filter(({ bytes }) => bytes > ISLAND_HTML_LIMIT);

it('has an example for every island whose server HTML is hydrated', () => {
  const hydrated = declaredIslands().filter((source) => source.serverHtml === 'hydrate');
  const missing = hydrated.map((source) => source.onServer).filter((component) => !examples.some((entry) => entry.component === component));
  expect(missing.map((component) => component?.name)).toEqual([]);
  expect(hydrated.length).toBeGreaterThanOrEqual(examples.length);
});

it(`renders at most ${ISLAND_HTML_LIMIT} bytes of HTML on the server for every hydrated island`, () => {
  expect(oversized(examples)).toEqual([]);
});

it('reports an island whose server HTML is over the limit', () => {
  const Large = () => <p>{'x'.repeat(ISLAND_HTML_LIMIT)}</p>;
  expect(oversized([example(Large, {})])).toEqual([{ island: 'Large', bytes: ISLAND_HTML_LIMIT + 7 }]);
});
