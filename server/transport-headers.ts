/** Sent with every response, Next.js's hashed build files included (next.config.ts, server/static-brotli.ts). */
export const transportHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];
