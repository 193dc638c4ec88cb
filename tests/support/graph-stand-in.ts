import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GraphStandIn = {
  url: string;
  /** The next `count` requests are answered 500. */
  failNext(count: number): void;
  /** Every answer waits this long first. */
  delayMs: number;
  /** While true, requests are taken and never answered (a Graph API that hangs); close() drops them. */
  hangs: boolean;
  requests: string[];
  close(): Promise<void>;
};

/**
 * A stand-in for Meta's Graph API on a loopback port: GET /<leadgen_id>?fields=… answers a lead of
 * that id (its field_data naming the id, so each lead is told apart), GET /<form_id>?fields=name the form.
 */
export async function startGraphStandIn(token: string): Promise<GraphStandIn> {
  let failing = 0;
  const state = { delayMs: 0, hangs: false, requests: [] as string[] };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://graph.invalid');
    state.requests.push(url.pathname);
    if (state.hangs) return;
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    setTimeout(() => {
      if (request.headers.authorization !== `Bearer ${token}`) return answer(401, { error: { message: 'Invalid OAuth access token.' } });
      if (failing > 0) {
        failing -= 1;
        return answer(500, { error: { message: 'An unexpected error has occurred.' } });
      }
      const id = url.pathname.slice(1);
      if (id.startsWith('9')) return answer(200, { id, name: 'Skyline spring offer' });
      return answer(200, {
        id,
        created_time: '2026-11-27T05:10:00+0000',
        field_data: [
          { name: 'full_name', values: [`Meta Buyer ${id}`] },
          { name: 'phone_number', values: [`+9198${id.padStart(8, '0').slice(-8)}`] },
          { name: 'email', values: [`buyer${id}@example.com`] },
          { name: 'budget', values: ['1.5 Cr'] },
        ],
        ad_id: '3001',
        ad_name: 'Skyline carousel',
        adset_id: '23851234567890555',
        custom_disclaimer_responses: [
          { checkbox_key: 'contact_optin', is_checked: '1' },
          { checkbox_key: 'marketing_optin', is_checked: '' },
        ],
        campaign_id: '4001',
        campaign_name: 'Skyline launch',
        form_id: '9001',
        platform: 'ig',
        is_organic: false,
      });
    }, state.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    failNext(count: number) {
      failing = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
