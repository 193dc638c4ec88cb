import type { ProjectRef } from '@/components/forms/enquiry-form';
import { SiteVisitForm } from '@/components/forms/site-visit-form';
import { outsideComposition, readFormCarry, restoreFormCarry, sendHeld, type PlainFormState } from '@/components/ui/form-carry';
import { useEffect, useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';

const HEADING_ID = 'site-visit-heading';
const reactForm = () => document.getElementById(HEADING_ID)?.closest('form') ?? null;

/**
 * Puts SiteVisitForm in the place of the server's plain form (site-visit-takeover.tsx), synchronously, so that no key
 * the visitor presses falls between reading the plain form and React's: with what was typed, chosen or ticked (a time
 * slot's radio included), the fill time counted from when the plain form could be used, the focus and caret where
 * they were, and a send made meanwhile sent (formCarry). Not in the middle of a word an input method is composing:
 * then at its end.
 */
export function handOver(plain: HTMLFormElement, state: PlainFormState, project: ProjectRef, show: (form: ComponentType) => void) {
  outsideComposition(plain, state, () => {
    const carry = readFormCarry(plain);
    const resume = { values: carry.values, startedAt: state.startedAt };

    function TakenOver() {
      useLayoutEffect(() => restoreFormCarry(reactForm(), carry), []);
      useEffect(() => sendHeld(reactForm(), state), []);
      return <SiteVisitForm project={project} resume={resume} />;
    }
    flushSync(() => show(TakenOver));
  });
}
