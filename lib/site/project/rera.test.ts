import { getAllProjectEntries } from '../content';
import { reraAuthority, reraAuthorityUrl } from './rera';

describe('reraAuthority', () => {
  it('recognises the three authorities by the number format', () => {
    expect(reraAuthority('RC/REP/HARERA/GGM/655/455/2025/32')?.name).toBe('HARERA');
    expect(reraAuthority('UPRERAPRJ990817')?.name).toBe('UP-RERA');
    expect(reraAuthority(' DLRERA2023P0024 ')?.name).toBe('Delhi RERA');
    expect(reraAuthorityUrl('UPRERAPRJ990817')).toBe('https://www.up-rera.in/');
  });

  it('returns null for an unknown format', () => {
    expect(reraAuthority('MAHARERA-P5180')).toBeNull();
    expect(reraAuthorityUrl('')).toBeNull();
  });

  it('recognises every registration number in the data, matching the project city', () => {
    const byCity: Record<string, string> = { Gurgaon: 'HARERA', Noida: 'UP-RERA', Delhi: 'Delhi RERA' };
    const numbered = getAllProjectEntries().filter(({ project }) => project.reraNumber);
    expect(numbered.length).toBeGreaterThan(90);
    for (const { project } of numbered) {
      expect([project.id, reraAuthority(project.reraNumber!)?.name]).toEqual([project.id, byCity[project.city!]]);
    }
  });
});
