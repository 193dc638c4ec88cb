/** @jest-environment jsdom */
import { outsideComposition, readFormCarry, restoreFormCarry, sendHeld, type PlainFormState } from './form-carry';

const FORM = `
  <form>
    <input name="name" value="">
    <input name="phone" type="tel" value="">
    <input name="marketing" type="checkbox" value="yes">
    <input name="slot" type="radio" value="morning"><input name="slot" type="radio" value="evening">
    <input name="type" type="checkbox" value="villa"><input name="type" type="checkbox" value="plot">
    <input type="number" aria-label="Lowest budget">
    <details><summary>More</summary></details><details><summary>Notice</summary></details>
    <div class="body"></div>
  </form>`;

const form = () => document.querySelector('form')!;
const field = (selector: string) => document.querySelector<HTMLInputElement>(selector)!;
// jsdom lays nothing out: the scrolled body keeps the scrollTop it is given.
const scrollable = () => Object.defineProperty(document.querySelector('.body')!, 'scrollTop', { value: 0, writable: true });
const state = (): PlainFormState => ({ startedAt: 0, send: false, composing: false });

beforeEach(() => (document.body.innerHTML = FORM));

it('reads the values a send would carry, an unticked box as "" and every value of a name in entries', () => {
  field('[name="name"]').value = 'Asha';
  field('[value="evening"]').checked = true;
  field('[value="villa"]').checked = true;
  field('[value="plot"]').checked = true;
  const carry = readFormCarry(form());
  expect(carry.values).toEqual({ name: 'Asha', phone: '', marketing: '', slot: 'evening', type: 'villa' });
  expect(carry.entries.getAll('type')).toEqual(['villa', 'plot']);
});

it('puts the focus and caret, open <details> and scroll back in the form that takes the plain one’s place', () => {
  field('[name="phone"]').value = '98100';
  field('[name="phone"]').focus();
  field('[name="phone"]').setSelectionRange(2, 3);
  form().querySelectorAll('details')[1]!.open = true;
  scrollable().scrollTop = 40;
  const carry = readFormCarry(form(), '.body');

  document.body.innerHTML = FORM;
  field('[name="phone"]').value = '98100';
  scrollable();
  restoreFormCarry(form(), carry, '.body');
  expect(document.activeElement).toBe(field('[name="phone"]'));
  expect([field('[name="phone"]').selectionStart, field('[name="phone"]').selectionEnd]).toEqual([2, 3]);
  expect([...form().querySelectorAll('details')].map((details) => details.open)).toEqual([false, true]);
  expect(form().querySelector('.body')!.scrollTop).toBe(40);
});

it('finds the focused radio by its value, and a control without a name by its label', () => {
  field('[value="evening"]').focus();
  const radio = readFormCarry(form());
  field('[aria-label="Lowest budget"]').focus();
  const unnamed = readFormCarry(form());

  document.body.innerHTML = FORM;
  restoreFormCarry(form(), radio);
  expect(document.activeElement).toBe(field('[value="evening"]'));
  restoreFormCarry(form(), unnamed);
  expect(document.activeElement).toBe(field('[aria-label="Lowest budget"]'));
});

it('hands over at the end of a word an input method is composing, not in its middle', () => {
  const composing = { ...state(), composing: true };
  const handOver = jest.fn();
  outsideComposition(form(), composing, handOver);
  expect(handOver).not.toHaveBeenCalled();
  form().dispatchEvent(new Event('compositionend'));
  expect(handOver).toHaveBeenCalledTimes(1);
  expect(composing.composing).toBe(false);
});

it('sends a held submit, and only a held one', () => {
  const submit = jest.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => {});
  sendHeld(form(), state());
  expect(submit).not.toHaveBeenCalled();
  sendHeld(form(), { ...state(), send: true });
  expect(submit).toHaveBeenCalledTimes(1);
});
