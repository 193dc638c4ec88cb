/**
 * For the e2e server only (tests/harness/e2e-server.mjs): turns two-factor on for test accounts with fixed
 * TOTP secrets and known recovery codes, so that e2e/support/staff.ts can compute and use their codes.
 * Reads `[{ "email": "...", "secret": "BASE32", "recoveryCodes": ["..."] }]` from standard input.
 */
import { recoveryCodeHash } from '@/lib/office/staff/recovery-codes';
import { db } from '@/lib/platform/db';
import { seal } from '@/lib/platform/security/seal';
import { text } from 'node:stream/consumers';
import { z } from 'zod';

const accounts = z.array(
  z.object({ email: z.email(), secret: z.string().regex(/^[A-Z2-7]{16,}$/), recoveryCodes: z.array(z.string().min(8)) }),
);

async function main(): Promise<void> {
  const prisma = await db();
  try {
    for (const { email, secret, recoveryCodes } of accounts.parse(JSON.parse(await text(process.stdin)))) {
      const user = await prisma.staffUser.update({
        where: { email },
        data: { totpSecret: seal('totp-seal', secret), totpEnabledAt: new Date(), totpLastStep: null },
      });
      await prisma.staffRecoveryCode.createMany({
        data: recoveryCodes.map((code) => ({ userId: user.id, codeHash: recoveryCodeHash(code) })),
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
