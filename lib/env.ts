import { z } from 'zod';

// An empty value (e.g. `ADMIN_USER=` copied from .env.example) means "not set".
const optionalSecret = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(1).optional(),
);

/**
 * Server environment, parsed once. `.env.example` lists every variable with its default.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  DATABASE_URL: z.string().min(1).default('file:./var/nestora.db'),
  ENQUIRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  ADMIN_USER: optionalSecret,
  ADMIN_PASSWORD: optionalSecret,
  // How many reverse proxies in front of the site append to X-Forwarded-For / set X-Forwarded-Host.
  // 0: the client is the socket peer, and every forwarded header is the client's own claim.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}
