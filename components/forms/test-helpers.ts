/** Stubs for the browser APIs the forms call, shared by the component tests. */

/** jsdom has no Response class; the forms only read `status` and `json()`. */
export function fakeResponse(status: number) {
  return { status, json: async () => (status === 201 ? { id: 'abc' } : { error: 'x' }) };
}

export function mockFetch(...outcomes: (number | Error | Promise<never>)[]) {
  const fetchMock = jest.fn(async () => {
    const next = outcomes.length > 1 ? outcomes.shift() : outcomes[0];
    if (next instanceof Error) throw next;
    if (next instanceof Promise) return next;
    return fakeResponse(next);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function sentBody(fetchMock: jest.Mock, call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

export function mockAlert() {
  const alert = jest.fn();
  window.alert = alert;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  return alert;
}
