import { openDetailsIn, reopenDetails } from '@/components/ui/open-details';
import { useEffect, useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { EnquiryForm } from './enquiry-form';
import type { EnquiryFormSetup } from './enquiry-form-view';
import { enquiryFormId, type PlainFormState } from './form-handover';
import { typedValues } from './typed-values';
import { whatsappTexts, type WhatsappTextName } from './whatsapp-texts';

const FIELDS = ['name', 'phone', 'email', 'message', 'marketing', 'website'];

/** The field the visitor is in, and where its caret is (none in an e-mail field or a checkbox). */
function focusIn(form: HTMLFormElement) {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) || active.form !== form) return null;
  const caret = ['checkbox', 'email'].includes(active.type) ? null : active;
  return { name: active.name, start: caret?.selectionStart ?? null, end: caret?.selectionEnd ?? null };
}

/**
 * Puts EnquiryForm in the place of the server's plain form (enquiry-form-takeover.tsx), synchronously, so that no key
 * the visitor presses falls between reading the plain form and React's: with what was typed or ticked, the fill time
 * counted from when the plain form could be used, the caret where it was, its privacy notice as open as it was, and a
 * send made meanwhile sent. Not in the middle of a word an input method is composing, which a new field would drop:
 * then at its end.
 */
export function handOver(
  plain: HTMLFormElement | null,
  state: PlainFormState,
  { whatsapp, ...setup }: EnquiryFormSetup & { whatsapp?: WhatsappTextName },
  show: (form: ComponentType) => void,
) {
  if (plain && state.composing) {
    plain.addEventListener(
      'compositionend',
      () => {
        state.composing = false;
        handOver(plain, state, { ...setup, whatsapp }, show);
      },
      { once: true },
    );
    return;
  }
  const resume = { values: typedValues(plain, FIELDS) as Record<string, string>, startedAt: state.startedAt };
  const focus = plain && focusIn(plain);
  const openDetails = openDetailsIn(plain);
  const formId = enquiryFormId(setup.idPrefix);

  function TakenOver() {
    useLayoutEffect(() => {
      const form = document.getElementById(formId);
      reopenDetails(form, openDetails);
      const field = form instanceof HTMLFormElement && focus ? form.elements.namedItem(focus.name) : null;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !focus) return;
      field.focus();
      if (focus.start !== null) field.setSelectionRange(focus.start, focus.end);
    }, []);
    useEffect(() => {
      const form = document.getElementById(formId);
      if (state.send && form instanceof HTMLFormElement) form.requestSubmit();
    }, []);
    return <EnquiryForm {...setup} whatsappText={whatsapp && whatsappTexts[whatsapp]} resume={resume} />;
  }
  flushSync(() => show(TakenOver));
}
