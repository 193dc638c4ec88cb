import { outsideComposition, readFormCarry, restoreFormCarry, sendHeld, type PlainFormState } from '@/components/ui/form-carry';
import { useEffect, useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { EnquiryForm } from './enquiry-form';
import type { EnquiryFormSetup } from './enquiry-form-view';
import { enquiryFormId } from './form-handover';
import { whatsappTexts, type WhatsappTextName } from './whatsapp-texts';

/**
 * Puts EnquiryForm in the place of the server's plain form (enquiry-form-takeover.tsx), synchronously, so that no key
 * the visitor presses falls between reading the plain form and React's: with what was typed or ticked, the fill time
 * counted from when the plain form could be used, the caret where it was, its privacy notice as open as it was, and a
 * send made meanwhile sent (formCarry). Not in the middle of a word an input method is composing: then at its end.
 */
export function handOver(
  plain: HTMLFormElement | null,
  state: PlainFormState,
  { whatsapp, ...setup }: EnquiryFormSetup & { whatsapp?: WhatsappTextName },
  show: (form: ComponentType) => void,
) {
  outsideComposition(plain, state, () => {
    const carry = plain && readFormCarry(plain);
    const resume = { values: carry?.values ?? {}, startedAt: state.startedAt };
    const formId = enquiryFormId(setup.idPrefix);

    function TakenOver() {
      useLayoutEffect(() => {
        if (carry) restoreFormCarry(document.getElementById(formId), carry);
      }, []);
      useEffect(() => sendHeld(document.getElementById(formId), state), []);
      return <EnquiryForm {...setup} whatsappText={whatsapp && whatsappTexts[whatsapp]} resume={resume} />;
    }
    flushSync(() => show(TakenOver));
  });
}
