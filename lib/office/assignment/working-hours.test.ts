import { addWorkingMinutes, defaultWorkingHours, workingMinutesBetween } from './working-hours';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('working hours in India time (Mon–Sat 09:00–19:00)', () => {
  it('pause the clock outside them: 23:00 on a Thursday is due at 09:15 on Friday', () => {
    expect(addWorkingMinutes(ist('2026-11-26T23:00:00'), 15, defaultWorkingHours)).toEqual(ist('2026-11-27T09:15:00'));
    expect(addWorkingMinutes(ist('2026-11-27T06:00:00'), 15, defaultWorkingHours)).toEqual(ist('2026-11-27T09:15:00'));
  });

  it('run inside them, carry over the close, and skip Sunday', () => {
    expect(addWorkingMinutes(ist('2026-11-26T10:00:00'), 15, defaultWorkingHours)).toEqual(ist('2026-11-26T10:15:00'));
    expect(addWorkingMinutes(ist('2026-11-26T18:50:00'), 15, defaultWorkingHours)).toEqual(ist('2026-11-27T09:05:00'));
    // Saturday 18:50 + 30 working minutes: 10 on Saturday, Sunday off, 20 on Monday.
    expect(addWorkingMinutes(ist('2026-11-28T18:50:00'), 30, defaultWorkingHours)).toEqual(ist('2026-11-30T09:20:00'));
  });

  it('count the working minutes between two moments', () => {
    expect(workingMinutesBetween(ist('2026-11-26T23:00:00'), ist('2026-11-27T09:15:00'), defaultWorkingHours)).toBe(15);
    expect(workingMinutesBetween(ist('2026-11-28T18:50:00'), ist('2026-11-30T09:20:00'), defaultWorkingHours)).toBe(30);
    expect(workingMinutesBetween(ist('2026-11-26T10:00:00'), ist('2026-11-26T09:00:00'), defaultWorkingHours)).toBe(0);
  });

  it('refuse hours with no working time rather than loop', () => {
    expect(() => addWorkingMinutes(new Date(), 15, { days: [], start: 540, end: 1140 })).toThrow('no working time');
    expect(() => addWorkingMinutes(new Date(), 15, { days: [1], start: 600, end: 600 })).toThrow('no working time');
  });
});
