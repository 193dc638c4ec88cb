/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { EmiLive } from './emi-live';

// The calculator's server markup (emi-calculator.tsx), as far as EmiLive reads it.
const SERVER_MARKUP = `
  <input id="emi-loan" type="number" min="1000" step="1000" value="10000" aria-label="Loan amount">
  <input type="range" data-emi-slider="loan" min="1000" max="1000000000" step="1000000" value="10000" aria-label="Loan amount slider">
  <input id="emi-rate" type="number" value="8.5" aria-label="Interest rate">
  <input type="range" data-emi-slider="rate" min="1" max="30" step="0.1" value="8.5" aria-label="Interest rate slider">
  <input id="emi-years" type="number" value="5" aria-label="Loan tenure">
  <input type="range" data-emi-slider="years" min="1" max="30" step="1" value="5" aria-label="Loan tenure slider">
  <dd data-emi-output="monthly" data-testid="monthly">₹ 205.17</dd>
  <span data-emi-output="principal-share" data-testid="principal">Principal 81.2%</span>
`;

function serverCalculator(before?: (root: HTMLElement) => void) {
  const root = document.createElement('div');
  root.setAttribute('data-emi-calculator', '');
  root.innerHTML = SERVER_MARKUP;
  const slot = document.createElement('figure');
  root.appendChild(slot);
  document.body.appendChild(root);
  before?.(root);
  render(<EmiLive />, { container: slot });
  return root;
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeAll(() => {
  // The donut loads only near the viewport; jsdom has no IntersectionObserver, and the donut is not under test.
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('recalculates as the boxes are typed in, keeps the last number for an empty box, and moves the slider', () => {
  serverCalculator();
  fireEvent.input(box('Loan amount'), { target: { value: '1000000' } });
  fireEvent.input(box('Interest rate'), { target: { value: '10' } });
  fireEvent.input(box('Loan tenure'), { target: { value: '20' } });
  expect(screen.getByTestId('monthly')).toHaveTextContent('₹ 9,650.22');
  expect(box('Loan tenure slider').value).toBe('20');
  fireEvent.input(box('Loan tenure'), { target: { value: '' } });
  expect(screen.getByTestId('monthly')).toHaveTextContent('₹ 9,650.22');
});

it('a slider sets its box', () => {
  serverCalculator();
  fireEvent.input(box('Loan tenure slider'), { target: { value: '30' } });
  expect(box('Loan tenure').value).toBe('30');
});

it('reads a number typed before its code came, and leaves the server defaults alone otherwise', () => {
  serverCalculator((root) => {
    (root.querySelector('#emi-years') as HTMLInputElement).value = '10';
    // What Chromium makes of the loan slider's 10,000, not on its steps of 1,000,000 from 1,000 (jsdom does not).
    (root.querySelector('[data-emi-slider="loan"]') as HTMLInputElement).value = '1000';
  });
  expect(box('Loan tenure slider').value).toBe('10');
  expect(box('Loan amount').value).toBe('10000');
  expect(screen.getByTestId('principal')).not.toHaveTextContent('Principal 81.2%');
});
