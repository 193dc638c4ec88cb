-- Issue 39: an identifier staff proved on a privacy request (a recorded call, or a mailed link followed).
CREATE TABLE "PrivacyProof" (
    "id" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "value" TEXT,
    "method" TEXT NOT NULL,
    "provenAt" TIMESTAMP(3),
    "staffId" TEXT,
    "note" TEXT,
    "tokenHash" TEXT,
    "tokenExpiresAt" TIMESTAMP(3),
    "mailDeliveryId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrivacyProof_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "PrivacyProof_tokenHash_key" ON "PrivacyProof"("tokenHash");
CREATE INDEX "PrivacyProof_requestId_idx" ON "PrivacyProof"("requestId");
ALTER TABLE "PrivacyProof" ADD CONSTRAINT "PrivacyProof_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "PrivacyRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PrivacyProof" ADD CONSTRAINT "PrivacyProof_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;
