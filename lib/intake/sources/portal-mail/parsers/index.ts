import { housing } from './housing';
import { magicbricks } from './magicbricks';
import { ninetyNineAcres } from './ninety-nine-acres';
import type { PortalParser } from './parser';

/** Every portal whose lead mails the reader understands; a new portal's parser is added here. */
export const portalParsers: readonly PortalParser[] = [ninetyNineAcres, magicbricks, housing];
