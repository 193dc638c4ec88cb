// What a replacing island (island.tsx, `{ replace }`) carries from the plain form to its replacement: in the
// replacement's code (replacement() below), not in the page's.
import { createElement, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { outsideComposition, readFormCarry, restoreFormCarry, sendHeld, type PlainFormState } from './form-carry';

/** What the replacement is told of the plain form it takes the place of: null where there was none to carry. */
export type Carried = {
  /** Every value as the form's submission would send it. */
  entries: URLSearchParams;
  /** The first value of each name. */
  values: Record<string, string>;
  /** Whether the visitor changed any control from what the server rendered. */
  changed: boolean;
  /** When the visitor could start filling it in (a send's fill time counts from there). */
  startedAt: number;
};

/** What a replacement took over: the carry, and what is done with its own form once it is in place. */
export type Taken = { carried: Carried | null; restore: () => void; send: () => void };

type TakeOver = (
  root: Element,
  plain: HTMLFormElement | null,
  state: PlainFormState,
  scroll: string | undefined,
  put: (taken: Taken) => void,
) => void;

/** A replacing island's component, made by replacement(): it brings the code that reads the plain form. */
export type Replacement<Props> = ComponentType<Props & { taken: Taken | null }> & { takeOver: TakeOver };

/**
 * A replacing island's component; `component` gets `carried`. The plain form (none when it is out of date) is read,
 * the island's element emptied and the island handed what was taken over, synchronously, so that no key the visitor
 * presses falls between reading the plain form and React's; not in the middle of a word an input method is composing
 * (a new field would drop it): then at its end. Once `component` is in the element, the focus, caret, open <details>
 * and scroll are put back before the browser paints, and a send held meanwhile is sent. `prepare` may adjust the plain
 * form just before it is read (the listing's number boxes, which have no name, hand their value to their slider).
 */
export function replacement<Props extends object>(
  component: ComponentType<Props & { carried: Carried | null }>,
  prepare?: (plain: HTMLFormElement) => void,
): Replacement<Props> {
  function Replaced({ taken, ...props }: Props & { taken: Taken | null }) {
    useLayoutEffect(() => taken?.restore(), [taken]);
    useEffect(() => taken?.send(), [taken]);
    return createElement(component as ComponentType<object>, { ...props, carried: taken?.carried ?? null });
  }
  const takeOver: TakeOver = (root, plain, state, scroll, put) =>
    outsideComposition(plain, state, () => {
      if (plain) prepare?.(plain);
      const carry = plain && readFormCarry(plain, scroll);
      const form = () => root.querySelector('form');
      root.replaceChildren();
      put({
        carried: carry && { entries: carry.entries, values: carry.values, changed: carry.changed, startedAt: state.startedAt },
        restore: () => void (carry && restoreFormCarry(form(), carry, scroll)),
        send: () => void sendHeld(form(), state),
      });
    });
  return Object.assign(Replaced, { takeOver });
}
