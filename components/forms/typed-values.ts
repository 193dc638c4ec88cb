/**
 * The fields of a form whose value the visitor changed from the one the server rendered (a ticked box counts as
 * its value, an unticked one as ''). React does not hear of what was typed or ticked before it owned a form.
 */
export function typedValues<F extends string>(form: HTMLFormElement | null, fields: readonly F[]): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const control = form?.elements.namedItem(field);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== control.defaultChecked) typed[field] = control.checked ? control.value : '';
    } else if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value !== control.defaultValue) {
      typed[field] = control.value;
    }
  }
  return typed;
}
