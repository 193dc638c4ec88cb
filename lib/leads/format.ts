const istDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in India (YYYY-MM-DD): follow-ups and visits are days there, whatever the server's zone. */
export function istToday(now: Date = new Date()): string {
  return istDay.format(now);
}

/** "2nd", "3rd", "11th": a repeat enquiry's place among the buyer's enquiries. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}
