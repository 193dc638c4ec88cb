'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- each require is the server's copy, read at once (components/ui/island.tsx) */

import { island } from '@/components/ui/island';

// The search box's suggestions and voice button (issue 43): the server renders the voice button and the empty
// popup (under React's 500-byte outlining limit), and their code comes once the page has loaded or at the first
// tap or focus (components/ui/island.tsx); a tap on the voice button meanwhile is held.
export const DeferredSearchSuggestions = island(
  () => import('./search-suggestions').then((module) => module.SearchSuggestions),
  typeof window === 'undefined' ? (require('./search-suggestions') as typeof import('./search-suggestions')).SearchSuggestions : undefined,
);
