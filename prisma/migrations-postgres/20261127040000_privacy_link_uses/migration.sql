-- Issue 39: a privacy link's choice (stop marketing, ask for erasure) is made once; the hash of choice and token is unique.
CREATE TABLE "PrivacyLinkUse" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrivacyLinkUse_pkey" PRIMARY KEY ("id")
);
