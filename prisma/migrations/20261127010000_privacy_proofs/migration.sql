-- Issue 39: an identifier staff proved on a privacy request (a recorded call, or a mailed link followed).
CREATE TABLE "PrivacyProof" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "requestId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "value" TEXT,
    "method" TEXT NOT NULL,
    "provenAt" DATETIME,
    "staffId" TEXT,
    "note" TEXT,
    "tokenHash" TEXT,
    "tokenExpiresAt" DATETIME,
    "mailDeliveryId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PrivacyProof_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "PrivacyRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PrivacyProof_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "PrivacyProof_tokenHash_key" ON "PrivacyProof"("tokenHash");
CREATE INDEX "PrivacyProof_requestId_idx" ON "PrivacyProof"("requestId");
