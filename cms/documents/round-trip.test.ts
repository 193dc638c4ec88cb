import { documentText } from '@/lib/site/catalogue/document-text';
import { assertRenderable, CATALOGUE_FILE_NAMES } from '@/lib/site/catalogue/documents';
import { readDataFiles } from '@/lib/site/catalogue/store';
import { fromCatalogueDocuments } from './from-catalogue';
import { toCatalogueDocuments } from './to-catalogue';

describe('the editor’s documents and the data files', () => {
  const shipped = readDataFiles();

  it.each(CATALOGUE_FILE_NAMES)('gives back %s as shipped, byte for byte, after a trip through the editor', (name) => {
    const back = toCatalogueDocuments(fromCatalogueDocuments(shipped));
    expect(documentText(back[name])).toBe(documentText(shipped[name]));
  });

  it('makes documents the pages render from', () => {
    expect(() => assertRenderable(toCatalogueDocuments(fromCatalogueDocuments(shipped)))).not.toThrow();
  });

  it('takes an uploaded photo over the shipped path', () => {
    const catalogue = fromCatalogueDocuments(shipped);
    catalogue.projects[0]!.image = {
      upload: { filename: 'tower.png', sizes: { full: { filename: 'tower-1920x1280.webp' } } },
      path: '/images/old.webp',
    };
    catalogue.projects[0]!.images = [{ upload: { filename: 'brochure.pdf', sizes: {} } }];
    const projects = toCatalogueDocuments(catalogue)['residentialProjects.json'] as Record<string, { image: string; images: string[] }[]>;
    const first = projects[catalogue.projects[0]!.developer]![0]!;
    expect([first.image, first.images]).toEqual(['/media/tower-1920x1280.webp', ['/media/brochure.pdf']]);
  });
});
