-- Issue 33: two-factor sign-in for staff (TOTP and single-use recovery codes), sessions that wait for
-- the second step, and the staff-wide settings (whether advisors must use two-factor).
ALTER TABLE "StaffUser" ADD COLUMN "totpSecret" TEXT;
ALTER TABLE "StaffUser" ADD COLUMN "totpEnabledAt" DATETIME;
ALTER TABLE "StaffUser" ADD COLUMN "totpLastStep" INTEGER;
ALTER TABLE "StaffSession" ADD COLUMN "stage" TEXT NOT NULL DEFAULT 'full';

CREATE TABLE "StaffRecoveryCode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "StaffRecoveryCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "StaffUser" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE UNIQUE INDEX "StaffRecoveryCode_codeHash_key" ON "StaffRecoveryCode"("codeHash");

CREATE INDEX "StaffRecoveryCode_userId_idx" ON "StaffRecoveryCode"("userId");

CREATE TABLE "StaffSetting" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);
