/**
 * Whether a database error is a unique constraint refusing a row (Prisma's P2002, on either engine): the row is
 * there already, which the callers that insert first and read or update after take as the expected race.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';
