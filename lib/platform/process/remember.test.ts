import { forget, remember } from './remember';

afterEach(() => forget('remember-test'));

it('creates a slot once and hands every later caller the same value', () => {
  const create = jest.fn(() => ({ made: true }));
  const first = remember('remember-test', create);
  expect(remember('remember-test', create)).toBe(first);
  expect(create).toHaveBeenCalledTimes(1);
});

it('keeps the slot on globalThis, where another copy of the module (another bundle) finds it', () => {
  const first = remember('remember-test', () => ({ made: 1 }));
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const other: typeof import('./remember') = require('./remember');
    expect(other.remember('remember-test', () => ({ made: 2 }))).toBe(first);
  });
});

it('creates the value afresh after forget', () => {
  const first = remember('remember-test', () => ({ made: 1 }));
  forget('remember-test');
  expect(remember('remember-test', () => ({ made: 2 }))).not.toBe(first);
});
