/** Which of a form's <details> are open (a privacy notice's "What we do with your details"), by their order in it. */
export const openDetailsIn = (form: Element | null): number[] =>
  form ? [...form.querySelectorAll('details')].flatMap((details, index) => (details.open ? [index] : [])) : [];

/** Opens again, in the form that took a plain one's place, the <details> that were open in it. */
export function reopenDetails(form: Element | null, open: readonly number[]): void {
  const all = form?.querySelectorAll('details');
  for (const index of open) all?.[index]?.setAttribute('open', '');
}
