/**
 * Working time in India (UTC+05:30, no daylight saving): the first-contact clock runs only inside a rule's
 * working hours, so a lead that arrives at 23:00 with a 15-minute target is due at 09:15 the next working day.
 */
export type WorkingHours = {
  /** Days of the week the clock runs, 0 = Sunday. */
  days: readonly number[];
  /** Minutes after midnight, India time: the clock runs from `start` up to `end`. */
  start: number;
  end: number;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const IST_OFFSET = 330 * MINUTE;
/** A rule without a working day is refused when saved; this only stops a loop on a corrupt row. */
const MAX_DAYS = 800;

export const defaultWorkingHours: WorkingHours = { days: [1, 2, 3, 4, 5, 6], start: 9 * 60, end: 19 * 60 };

/** The hours as a rule stores them: days "1,2,3,4,5,6", start and end in minutes. */
export function workingHoursOf(rule: { workDays: string; workStart: number; workEnd: number }): WorkingHours {
  const days = rule.workDays
    .split(',')
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 0 && day <= 6);
  return { days, start: rule.workStart, end: rule.workEnd };
}

function checked(hours: WorkingHours): WorkingHours {
  if (hours.days.length === 0 || !(hours.start >= 0 && hours.start < hours.end && hours.end <= 24 * 60)) {
    throw new Error(`Working hours have no working time: ${JSON.stringify(hours)}`);
  }
  return hours;
}

/** Each working window, as [start, end) in India-shifted milliseconds, from the day holding `from` onwards. */
function* windows(from: number, hours: WorkingHours): Generator<[number, number]> {
  const firstDay = Math.floor(from / DAY);
  for (let day = firstDay; day < firstDay + MAX_DAYS; day++) {
    const weekday = new Date(day * DAY).getUTCDay();
    if (hours.days.includes(weekday)) yield [day * DAY + hours.start * MINUTE, day * DAY + hours.end * MINUTE];
  }
}

/** The moment `minutes` of working time after `start` (at once when minutes is 0 and `start` is inside the hours). */
export function addWorkingMinutes(start: Date, minutes: number, hours: WorkingHours): Date {
  const from = start.getTime() + IST_OFFSET;
  let remaining = minutes * MINUTE;
  for (const [open, close] of windows(from, checked(hours))) {
    if (close <= from) continue;
    const begin = Math.max(open, from);
    if (remaining <= close - begin) return new Date(begin + remaining - IST_OFFSET);
    remaining -= close - begin;
  }
  throw new Error('addWorkingMinutes: no working time within the horizon');
}

/** Working minutes between two moments (0 when `end` is not after `start`). */
export function workingMinutesBetween(start: Date, end: Date, hours: WorkingHours): number {
  const from = start.getTime() + IST_OFFSET;
  const to = end.getTime() + IST_OFFSET;
  let total = 0;
  for (const [open, close] of windows(from, checked(hours))) {
    if (open >= to) break;
    total += Math.max(0, Math.min(close, to) - Math.max(open, from));
  }
  return total / MINUTE;
}
