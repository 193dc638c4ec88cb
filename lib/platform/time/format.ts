/** "2nd", "3rd", "11th": a repeat enquiry's place among the buyer's enquiries. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A response time in words: "12 min", "3 h 5 min", "2 d 4 h". */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) return `${Math.floor(whole / 60)} h ${whole % 60} min`;
  return `${Math.floor(whole / (24 * 60))} d ${Math.floor((whole % (24 * 60)) / 60)} h`;
}
