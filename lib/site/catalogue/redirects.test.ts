import type { CatalogueDocuments } from './documents';
import { computeRedirects, projectAddresses } from './redirects';
import { readDataFiles } from './store';

type Projects = Record<string, Record<string, unknown>[]>;
const shipped = readDataFiles();

/** The shipped documents with the residential file (and the companies, when given) changed by `change`. */
function edited(
  change: (residential: Projects, companies: Record<string, unknown>) => void,
  from: CatalogueDocuments = shipped,
): CatalogueDocuments {
  const residential = structuredClone(from['residentialProjects.json']) as Projects;
  const companies = structuredClone(from['companyData.json']) as Record<string, unknown>;
  change(residential, companies);
  return { ...from, 'residentialProjects.json': residential, 'companyData.json': companies };
}
const project = (residential: Projects, developer: string, id: string) => residential[developer]!.find((entry) => entry.id === id)!;
const withoutProject = (residential: Projects, developer: string, id: string) => {
  residential[developer] = residential[developer]!.filter((entry) => entry.id !== id);
};

const aristocrat = projectAddresses({ developerKey: 'godrej', id: 'godrej-aristocrat' });

describe('the redirects a publish makes', () => {
  it('makes none for the seed, nor for a publish that keeps every address', () => {
    expect(computeRedirects(null, {}, shipped)).toEqual({});
    const repriced = edited((residential) => Object.assign(project(residential, 'godrej', 'godrej-aristocrat'), { price: '₹ 6 Cr' }));
    expect(computeRedirects(shipped, {}, repriced)).toEqual({});
  });

  it("sends each address of a project the editor renamed to the new project's same address", () => {
    const renamed = edited((residential) =>
      Object.assign(project(residential, 'godrej', 'godrej-aristocrat'), {
        id: 'godrej-aristocrat-towers',
        name: 'Godrej Aristocrat Towers',
        reraNumber: 'RC/REP/HARERA/GGM/111/111/2026/1',
      }),
    );
    // Name and RERA both changed: only the editor's word makes it a rename.
    expect(computeRedirects(shipped, {}, renamed, { 'godrej-aristocrat': 'godrej-aristocrat-towers' })).toEqual({
      [aristocrat.page]: '/project-details/godrej/godrej-aristocrat-towers',
      [aristocrat.specifications]: '/specifications/godrej/godrej-aristocrat-towers',
      [aristocrat.paymentPlan]: '/payment-plans/godrej-aristocrat-towers',
    });
    expect(computeRedirects(shipped, {}, renamed)[aristocrat.page]).toBe('/project-details/godrej');
  });

  it('knows a rename by the same developer, and the same name or RERA number, under a new id', () => {
    const sameName = edited((residential) => Object.assign(project(residential, 'godrej', 'godrej-aristocrat'), { id: 'aristocrat-2' }));
    expect(computeRedirects(shipped, {}, sameName)[aristocrat.page]).toBe('/project-details/godrej/aristocrat-2');
    const sameRera = edited((residential) =>
      Object.assign(project(residential, 'godrej', 'godrej-aristocrat'), { id: 'the-aristocrat', name: 'The Aristocrat by Godrej' }),
    );
    expect(computeRedirects(shipped, {}, sameRera)[aristocrat.page]).toBe('/project-details/godrej/the-aristocrat');
    // Two new projects that could both be it: none is guessed.
    const twoCandidates = edited((residential) => {
      const old = project(residential, 'godrej', 'godrej-aristocrat');
      residential.godrej!.push({ ...old, id: 'aristocrat-b' });
      old.id = 'aristocrat-a';
    });
    expect(computeRedirects(shipped, {}, twoCandidates)[aristocrat.page]).toBe('/project-details/godrej');
    // The same name under another developer is another project.
    const elsewhere = edited((residential) => {
      const old = project(residential, 'godrej', 'godrej-aristocrat');
      withoutProject(residential, 'godrej', 'godrej-aristocrat');
      residential.bptp!.push({ ...old, id: 'bptp-aristocrat' });
    });
    expect(computeRedirects(shipped, {}, elsewhere)[aristocrat.page]).toBe('/project-details/godrej');
  });

  it("follows a project moved to another developer under the same id to its new developer's address", () => {
    const moved = edited((residential) => {
      residential.bptp!.push(project(residential, 'godrej', 'godrej-aristocrat'));
      withoutProject(residential, 'godrej', 'godrej-aristocrat');
    });
    const redirects = computeRedirects(shipped, {}, moved);
    expect(redirects[aristocrat.page]).toBe('/project-details/bptp/godrej-aristocrat');
    // Its payment plan's address names the id alone: still live, so no redirect.
    expect(redirects).not.toHaveProperty([aristocrat.paymentPlan]);
  });

  it("sends a removed project's addresses to its developer's page, or its category's listing when the developer is gone too", () => {
    const removed = edited((residential) => withoutProject(residential, 'godrej', 'godrej-aristocrat'));
    expect(computeRedirects(shipped, {}, removed)).toEqual({
      [aristocrat.page]: '/project-details/godrej',
      [aristocrat.specifications]: '/project-details/godrej',
      [aristocrat.paymentPlan]: '/project-details/godrej',
    });

    const elanGone = edited((residential, companies) => {
      delete residential.elan;
      delete companies.elan;
    });
    const redirects = computeRedirects(shipped, {}, elanGone);
    expect(redirects['/project-details/elan/elan-the-presidential']).toBe('/residential');
    expect(redirects['/project-details/elan']).toBe('/developers');
  });

  it('collapses chains (A->B, then B->C: A->C), and drops the redirect of an address that is a page again', () => {
    const first = edited((residential) => Object.assign(project(residential, 'godrej', 'godrej-aristocrat'), { id: 'aristocrat-b' }));
    const afterFirst = computeRedirects(shipped, {}, first);
    expect(afterFirst[aristocrat.page]).toBe('/project-details/godrej/aristocrat-b');

    const second = edited((residential) => Object.assign(project(residential, 'godrej', 'aristocrat-b'), { id: 'aristocrat-c' }), first);
    const afterSecond = computeRedirects(first, afterFirst, second);
    expect(afterSecond[aristocrat.page]).toBe('/project-details/godrej/aristocrat-c');
    expect(afterSecond['/project-details/godrej/aristocrat-b']).toBe('/project-details/godrej/aristocrat-c');

    // Removed after two renames: every old address ends on the developer's page, in one hop.
    const third = edited((residential) => withoutProject(residential, 'godrej', 'aristocrat-c'), second);
    const afterThird = computeRedirects(second, afterSecond, third);
    for (const id of ['godrej-aristocrat', 'aristocrat-b', 'aristocrat-c'])
      expect([id, afterThird[`/project-details/godrej/${id}`]]).toEqual([id, '/project-details/godrej']);

    // The first revision restored: its address is a page again; the later ones stay on the developer's page.
    const restored = computeRedirects(third, afterThird, shipped);
    expect(restored).not.toHaveProperty([aristocrat.page]);
    expect(restored['/project-details/godrej/aristocrat-b']).toBe('/project-details/godrej');
    // Restored over the second rename instead: both later addresses lead back to the first, in one hop.
    const overSecond = computeRedirects(second, afterSecond, shipped);
    expect(overSecond).not.toHaveProperty([aristocrat.page]);
    expect(overSecond['/project-details/godrej/aristocrat-b']).toBe(aristocrat.page);
    expect(overSecond['/project-details/godrej/aristocrat-c']).toBe(aristocrat.page);
  });

  it('undoes a rename the editor named when the old revision is restored, whatever the names', () => {
    const renamed = edited((residential) =>
      Object.assign(project(residential, 'godrej', 'godrej-aristocrat'), {
        id: 'godrej-crest',
        name: 'Godrej Crest',
        reraNumber: 'RC/REP/HARERA/GGM/111/111/2026/1',
      }),
    );
    const redirects = computeRedirects(shipped, {}, renamed, { 'godrej-aristocrat': 'godrej-crest' });
    expect(computeRedirects(renamed, redirects, shipped)).toEqual({
      '/project-details/godrej/godrej-crest': aristocrat.page,
      '/specifications/godrej/godrej-crest': aristocrat.specifications,
      '/payment-plans/godrej-crest': aristocrat.paymentPlan,
    });
  });
});
