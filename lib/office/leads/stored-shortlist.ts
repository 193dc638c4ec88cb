import '@/lib/platform/validation/jitless';

import { shortlistRef } from '@/lib/intake/forms/enquiry-schema';
import { z } from 'zod';

export type ShortlistRef = z.output<typeof shortlistRef>;

const storedShortlist = z.array(shortlistRef);

/** The projects of a 'Send my shortlist' enquiry, from its stored JSON; [] when there are none or it is unreadable. */
export function storedShortlistRefs(json: string | null): ShortlistRef[] {
  if (!json) return [];
  try {
    const parsed = storedShortlist.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
