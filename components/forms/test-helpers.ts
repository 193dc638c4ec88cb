/** Stubs for the browser APIs the forms call, shared by the component tests. */

/** jsdom has no Response class; the forms only read `status` and `json()`. */
export function fakeResponse(status: number) {
  return { status, json: async () => (status === 201 ? { id: 'abc' } : { error: 'x' }) };
}

/** Every request answers with `outcome`: a status, or a thrown network error. */
export function mockFetch(outcome: number | Error) {
  const fetchMock = jest.fn<Promise<ReturnType<typeof fakeResponse>>, [string, RequestInit]>(async () => {
    if (outcome instanceof Error) throw outcome;
    return fakeResponse(outcome);
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
