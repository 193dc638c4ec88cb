import { NextResponse, type NextRequest } from 'next/server';
import { missingPageResponse } from '@/lib/missing-page-rewrite';

export function proxy(request: NextRequest) {
  return missingPageResponse(request) ?? NextResponse.next();
}

export const config = { matcher: ['/project-details/:path+'] };
