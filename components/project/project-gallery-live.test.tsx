/** @jest-environment jsdom */
import { AWAITING_CODE_ATTRIBUTE } from '@/browser/hydration-loader/awaiting-code';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProjectGallery } from './project-gallery';
import { ProjectGalleryLive } from './project-gallery-live';

jest.mock('./deferred-project', () => ({ DeferredProjectGalleryLive: () => null }));
jest.mock('@/components/ui/deferred-image-viewer', () => ({ DeferredImageViewerLive: () => null }));

const photos = ['a', 'b', 'c'].map((name, position) => ({
  src: `/${name}.jpg`,
  alt: `Tower, photo ${position + 1} of 3`,
  picture: <img key={name} src={`/${name}.jpg`} alt={`Tower, photo ${position + 1} of 3`} />,
}));
const images = photos.map(({ src, alt }) => ({ src, alt }));

function serverGallery() {
  document.body.innerHTML = renderToStaticMarkup(<ProjectGallery photos={photos} name="Tower" />);
  render(
    <ProjectGalleryLive
      rootId="project-photos"
      pictures={photos.map(({ picture }, position) => (position === 0 ? null : picture))}
      images={images}
      title="Tower photos"
    />,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

const trigger = () => document.querySelector<HTMLButtonElement>('button[data-viewer-index]')!;
const shown = () => [...trigger().querySelectorAll('img')].filter((img) => !img.hidden).map((img) => img.getAttribute('src'));

describe('ProjectGalleryLive on the server markup of ProjectGallery', () => {
  it('serves the first photograph only, its controls marked as waiting for their code', () => {
    document.body.innerHTML = renderToStaticMarkup(<ProjectGallery photos={photos} name="Tower" />);
    expect(document.getElementById('project-photos')!.hasAttribute(AWAITING_CODE_ATTRIBUTE)).toBe(true);
    expect(shown()).toEqual(['/a.jpg']);
  });

  it('moves through the photographs with the arrows and dots, and opens the viewer at the one shown', async () => {
    serverGallery();
    expect(document.getElementById('project-photos')!.hasAttribute(AWAITING_CODE_ATTRIBUTE)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toEqual(['/b.jpg']);
    expect(trigger().getAttribute('aria-label')).toBe('Enlarge Tower, photo 2 of 3');
    expect(screen.getByRole('button', { name: 'Photo 2 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Photo 1 of 3' }).getAttribute('aria-current')).toBe('false');
    expect(document.querySelector('[aria-live]')!.textContent).toBe('Tower, photo 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toEqual(['/c.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Photo 1 of 3' }));
    expect(shown()).toEqual(['/a.jpg']);

    fireEvent.click(screen.getByRole('button', { name: 'Photo 3 of 3' }));
    fireEvent.click(trigger());
    expect(await screen.findByRole('dialog')).toHaveTextContent('Tower photos');
    expect(screen.getByRole('dialog')).toHaveTextContent('Tower photos (3 of 3)');
  });
});
