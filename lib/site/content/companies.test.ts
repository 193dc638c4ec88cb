import { categoryDevelopersIn, findCompanyIn, parseCategories, parseCompanies } from './companies';
import { ContentError } from './errors';

const FILE = 'data/companyData.json';
const profile = (name: string) => ({
  name,
  logo: `/images/developers/${name}.svg`,
  totalProjects: 3,
  ongoingProjects: 1,
  cityPresence: 'Gurgaon, Noida',
  bgImage: '/images/hero/hero-1.webp',
  description: 'First paragraph.\n\nSecond one.\n\n\nThird.',
});

const companies = parseCompanies({ 'signature-global': profile('Signature Global'), '4s-developers': profile('4S Developers') }, FILE);

describe('parseCompanies', () => {
  it('adds the slug, splits paragraphs and city lists', () => {
    expect(companies['signature-global']).toMatchObject({
      slug: 'signature-global',
      cityPresence: ['Gurgaon', 'Noida'],
      paragraphs: ['First paragraph.', 'Second one.', 'Third.'],
    });
  });

  it('names the company and field of a malformed profile', () => {
    const raw = { dlf: { ...profile('DLF'), totalProjects: 'many' } };
    expect(() => parseCompanies(raw, FILE)).toThrow(ContentError);
    expect(() => parseCompanies(raw, FILE)).toThrow(/^data\/companyData\.json: dlf\.totalProjects: /);
  });
});

describe('findCompanyIn', () => {
  it.each(['signature-global', 'Signature Global', 'SIGNATUREGLOBAL', 'signature global'])('finds %p', (name) => {
    expect(findCompanyIn(companies, name)?.slug).toBe('signature-global');
  });

  it('finds by display name too', () => {
    expect(findCompanyIn(companies, '4S Developers')?.slug).toBe('4s-developers');
  });

  it('returns null for an unknown company', () => {
    expect(findCompanyIn(companies, 'lodha')).toBeNull();
  });
});

describe('categories', () => {
  const categories = parseCategories(
    { residential: ['signature-global', 'ghost-builders'], commercial: [], plots: [], sco: ['4s-developers'] },
    'data/categories.json',
  );

  it('joins category slugs with their profiles', () => {
    expect(categoryDevelopersIn(categories, companies, 'sco')).toEqual([
      { slug: '4s-developers', name: '4S Developers', logo: '/images/developers/4S Developers.svg' },
    ]);
  });

  it('shows a slug without a profile under its title-cased slug', () => {
    expect(categoryDevelopersIn(categories, companies, 'residential')[1]).toEqual({
      slug: 'ghost-builders',
      name: 'Ghost Builders',
      logo: '/images/placeholder.webp',
    });
  });

  it('rejects a categories file missing a category', () => {
    expect(() => parseCategories({ residential: [], commercial: [], plots: [] }, 'data/categories.json')).toThrow(
      /categories\.json: sco: /,
    );
  });
});
