import type { NextRequest } from 'next/server';
import { forwardRequestPath } from '@/lib/request-path';

export function proxy(request: NextRequest) {
  return forwardRequestPath(request);
}

// Only where a 404 has something specific to say (see lib/missing-page.ts).
export const config = { matcher: ['/project-details/:path+'] };
