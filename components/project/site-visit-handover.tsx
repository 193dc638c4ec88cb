import type { ProjectRef } from '@/components/forms/enquiry-form';
import type { PlainFormState } from '@/components/forms/form-handover';
import { SiteVisitForm } from '@/components/forms/site-visit-form';
import { openDetailsIn, reopenDetails } from '@/components/ui/open-details';
import { useEffect, useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';

const FIELDS = ['visitDate', 'visitSlot', 'visitors', 'name', 'phone', 'email', 'marketing', 'website'];
const HEADING_ID = 'site-visit-heading';

/** The field the visitor is in, and where its caret is (none in a date, e-mail, number, radio or checkbox field). */
function focusIn(form: HTMLFormElement) {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || active.form !== form) return null;
  const caret = ['text', 'tel', 'search'].includes(active.type) ? active : null;
  return { name: active.name, value: active.value, start: caret?.selectionStart ?? null, end: caret?.selectionEnd ?? null };
}

/**
 * Puts SiteVisitForm in the place of the server's plain form (site-visit-takeover.tsx), synchronously, so that no key
 * the visitor presses falls between reading the plain form and React's: with what was typed, chosen or ticked (read
 * from the form's data, a time slot's radio included), the fill time counted from when the plain form could be used,
 * the focus and caret where they were, and a send made meanwhile sent. Not in the middle of a word an input method
 * is composing, which a new field would drop: then at its end.
 */
export function handOver(plain: HTMLFormElement, state: PlainFormState, project: ProjectRef, show: (form: ComponentType) => void) {
  if (state.composing) {
    plain.addEventListener(
      'compositionend',
      () => {
        state.composing = false;
        handOver(plain, state, project, show);
      },
      { once: true },
    );
    return;
  }
  const data = new FormData(plain);
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  // An unticked box sends nothing: its value is ''.
  values.marketing ??= '';
  const resume = { values, startedAt: state.startedAt };
  const focus = focusIn(plain);
  const openDetails = openDetailsIn(plain);

  function TakenOver() {
    useLayoutEffect(() => {
      const form = document.getElementById(HEADING_ID)?.closest('form');
      reopenDetails(form ?? null, openDetails);
      if (!form || !focus) return;
      const named = form.elements.namedItem(focus.name);
      // A time slot is one of several radios of that name: the one with the focused one's value.
      const field =
        named instanceof RadioNodeList
          ? [...named].find((radio) => radio instanceof HTMLInputElement && radio.value === focus.value)
          : named;
      if (!(field instanceof HTMLInputElement)) return;
      field.focus();
      if (focus.start !== null) field.setSelectionRange(focus.start, focus.end);
    }, []);
    useEffect(() => {
      const form = document.getElementById(HEADING_ID)?.closest('form');
      if (state.send && form) form.requestSubmit();
    }, []);
    return <SiteVisitForm project={project} resume={resume} />;
  }
  flushSync(() => show(TakenOver));
}
