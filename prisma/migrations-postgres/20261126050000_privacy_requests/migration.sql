-- Issue 35: a person's requests under the DPDP Act, and the tombstones erasure leaves.
CREATE TABLE "PrivacyRequest" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "phone" TEXT,
    "phoneKey" TEXT,
    "email" TEXT,
    "details" TEXT,
    "verifyBy" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'unverified',
    "tokenHash" TEXT,
    "tokenExpiresAt" TIMESTAMP(3),
    "mailDeliveryId" TEXT,
    "openedAt" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "closedById" TEXT,
    "closingNote" TEXT,
    "erasureLog" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrivacyRequest_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "PrivacyRequest_tokenHash_key" ON "PrivacyRequest"("tokenHash");
CREATE INDEX "PrivacyRequest_status_openedAt_idx" ON "PrivacyRequest"("status", "openedAt");
CREATE INDEX "PrivacyRequest_phoneKey_idx" ON "PrivacyRequest"("phoneKey");
CREATE INDEX "PrivacyRequest_email_idx" ON "PrivacyRequest"("email");
ALTER TABLE "PrivacyRequest" ADD CONSTRAINT "PrivacyRequest_closedById_fkey" FOREIGN KEY ("closedById") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "ErasureTombstone" (
    "id" TEXT NOT NULL,
    "phoneHash" TEXT NOT NULL,
    "erasedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ErasureTombstone_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ErasureTombstone_phoneHash_erasedAt_idx" ON "ErasureTombstone"("phoneHash", "erasedAt");
