import { floorPlanTarget } from './floor-plan-target';

describe('floorPlanTarget', () => {
  it('reads the last segment as the project id', () => {
    expect(floorPlanTarget(['dlf', 'dlf-privana-west'], undefined)).toEqual({
      kind: 'project',
      projectId: 'dlf-privana-west',
      company: null,
    });
  });

  it('lets the project id win over the company query', () => {
    expect(floorPlanTarget(['m3m-crown'], 'DLF')).toEqual({ kind: 'project', projectId: 'm3m-crown', company: 'dlf' });
  });

  it('uses the lowercased company query when there is no project id', () => {
    expect(floorPlanTarget([], 'Godrej')).toEqual({ kind: 'developer', company: 'godrej' });
    expect(floorPlanTarget(['floor-plans'], 'Sobha')).toEqual({ kind: 'developer', company: 'sobha' });
  });

  it('selects nothing without an id or a company', () => {
    expect(floorPlanTarget([], undefined)).toEqual({ kind: 'none' });
    expect(floorPlanTarget([''], '  ')).toEqual({ kind: 'none' });
    expect(floorPlanTarget([], ['dlf'])).toEqual({ kind: 'none' });
  });
});
