import { env } from '@/lib/platform/env';
import { clientAddress } from '@/lib/platform/http/network-edge';
import { headers } from 'next/headers';
import 'server-only';

/** The address the request being rendered (a page, a server action) came from, as the rate limits see it (TRUSTED_PROXY_HOPS). */
export async function renderingClientAddress(): Promise<string> {
  return clientAddress(await headers(), env().TRUSTED_PROXY_HOPS);
}

/** The address a route handler's request came from. */
export function requestClientAddress(request: Request): string {
  return clientAddress(request.headers, env().TRUSTED_PROXY_HOPS);
}
