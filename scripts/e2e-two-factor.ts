/**
 * For the e2e server only (scripts/e2e-server.mjs): turns two-factor on for test accounts with fixed
 * TOTP secrets, so that e2e/support/staff.ts can compute their codes. Reads
 * `[{ "email": "...", "secret": "BASE32" }]` from standard input.
 */
import { text } from 'node:stream/consumers';
import { z } from 'zod';
import { db } from '@/lib/db';
import { seal } from '@/lib/security/seal';

const accounts = z.array(z.object({ email: z.email(), secret: z.string().regex(/^[A-Z2-7]{16,}$/) }));

async function main(): Promise<void> {
  const prisma = await db();
  try {
    for (const { email, secret } of accounts.parse(JSON.parse(await text(process.stdin)))) {
      await prisma.staffUser.update({
        where: { email },
        data: { totpSecret: seal('totp-seal', secret), totpEnabledAt: new Date(), totpLastStep: null },
      });
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
