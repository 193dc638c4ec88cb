/** @jest-environment jsdom */
/* eslint-disable @next/next/no-img-element -- plain pictures stand for the server's */
import { awaitsIsland } from '@/browser/hydration-loader/island-marks';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProjectGallery } from './project-gallery';
import { ProjectGalleryLive } from './project-gallery-live';

jest.mock('./deferred-project', () => ({ DeferredProjectGalleryLive: () => null }));
// The markup as the server renders it (in jsdom a kept island renders the browser's empty element).
jest.mock('./project-markup', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const { GalleryMarkup } = jest.requireActual<typeof import('./gallery-markup')>('./gallery-markup');
  return {
    GALLERY_ID: 'project-photos',
    GalleryMarkup: ({ className, ...props }: { className?: string } & Parameters<typeof GalleryMarkup>[0]) =>
      createElement('div', { className }, createElement(GalleryMarkup, props)),
  };
});
jest.mock('@/components/ui/deferred-image-viewer', () => ({ DeferredImageViewerLive: () => null }));

const images = ['a', 'b', 'c'].map((name, position) => ({ src: `/${name}.jpg`, alt: `Tower, photo ${position + 1} of 3` }));

function serverGallery() {
  document.body.innerHTML = renderToStaticMarkup(<ProjectGallery images={images} name="Tower" />);
  render(
    <ProjectGalleryLive
      rootId="project-photos"
      pictures={images.map(({ src, alt }, position) => (position === 0 ? null : <img key={src} src={src} alt={alt} />))}
      images={images}
      title="Tower photos"
    />,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

const trigger = () => document.querySelector<HTMLButtonElement>('button[data-viewer-index]')!;
const shown = () => [...trigger().querySelectorAll('img')].map((img) => img.getAttribute('alt'));

afterEach(() => delete (window as { __nestoraIslands?: unknown }).__nestoraIslands);

describe('ProjectGalleryLive on the server markup of ProjectGallery', () => {
  it('serves the first photograph only, its controls marked as waiting for their code', () => {
    document.body.innerHTML = renderToStaticMarkup(<ProjectGallery images={images} name="Tower" />);
    expect(awaitsIsland(document.getElementById('project-photos')!)).toBe(true);
    expect(shown()).toEqual(['Tower, photo 1 of 3']);
  });

  it('moves through the photographs with the arrows and dots, and opens the viewer at the one shown', async () => {
    serverGallery();
    expect(awaitsIsland(document.getElementById('project-photos')!)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toEqual(['Tower, photo 2 of 3']);
    expect(trigger().getAttribute('aria-label')).toBe('Enlarge Tower, photo 2 of 3');
    expect(screen.getByRole('button', { name: 'Photo 2 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Photo 1 of 3' }).getAttribute('aria-current')).toBe('false');
    expect(document.querySelector('[aria-live]')!.textContent).toBe('Tower, photo 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toEqual(['Tower, photo 3 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Photo 1 of 3' }));
    expect(shown()).toEqual(['Tower, photo 1 of 3']);

    fireEvent.click(screen.getByRole('button', { name: 'Photo 3 of 3' }));
    fireEvent.click(trigger());
    expect(await screen.findByRole('dialog')).toHaveTextContent('Tower photos');
    expect(screen.getByRole('dialog')).toHaveTextContent('Tower photos (3 of 3)');
  });
});
