-- Issue 35: a person's requests under the DPDP Act, and the tombstones erasure leaves.
CREATE TABLE "PrivacyRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "phone" TEXT,
    "phoneKey" TEXT,
    "email" TEXT,
    "details" TEXT,
    "verifyBy" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'unverified',
    "tokenHash" TEXT,
    "tokenExpiresAt" DATETIME,
    "mailDeliveryId" TEXT,
    "openedAt" DATETIME,
    "closedAt" DATETIME,
    "closedById" TEXT,
    "closingNote" TEXT,
    "erasureLog" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PrivacyRequest_closedById_fkey" FOREIGN KEY ("closedById") REFERENCES "StaffUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "PrivacyRequest_tokenHash_key" ON "PrivacyRequest"("tokenHash");
CREATE INDEX "PrivacyRequest_status_openedAt_idx" ON "PrivacyRequest"("status", "openedAt");
CREATE INDEX "PrivacyRequest_phoneKey_idx" ON "PrivacyRequest"("phoneKey");
CREATE INDEX "PrivacyRequest_email_idx" ON "PrivacyRequest"("email");

CREATE TABLE "ErasureTombstone" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "phoneHash" TEXT NOT NULL,
    "erasedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "ErasureTombstone_phoneHash_erasedAt_idx" ON "ErasureTombstone"("phoneHash", "erasedAt");
