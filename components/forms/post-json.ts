export type PostOutcome = { kind: 'response'; status: number; body: unknown } | { kind: 'network-error'; error: unknown };

/** POSTs JSON and never throws: a dropped connection is an outcome the form must report. */
export async function postJson(url: string, payload: unknown, headers: Record<string, string> = {}): Promise<PostOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
    const body: unknown = await response.json().catch(() => null);
    return { kind: 'response', status: response.status, body };
  } catch (error) {
    return { kind: 'network-error', error };
  }
}
