/** The parts of the day a buyer can pick for a site visit, as the form and the staff pages show them. */
export const visitSlots = ['morning', 'afternoon', 'evening'] as const;
export type VisitSlot = (typeof visitSlots)[number];

export const visitSlotLabels: Record<VisitSlot, string> = {
  morning: 'Morning (10 am – 1 pm)',
  afternoon: 'Afternoon (1 pm – 4 pm)',
  evening: 'Evening (4 pm – 7 pm)',
};

export const MAX_VISITORS = 10;

export function slotLabel(slot: string | null | undefined): string {
  return visitSlots.find((known) => known === slot) ? visitSlotLabels[slot as VisitSlot] : (slot ?? 'any time');
}
