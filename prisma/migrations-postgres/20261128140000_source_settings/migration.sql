-- Issue 53 (item 4): lead source settings entered on /admin/sources, sealed with APP_SECRET.
CREATE TABLE "SourceSetting" (
    "name" TEXT NOT NULL,
    "sealed" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "updatedById" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SourceSetting_pkey" PRIMARY KEY ("name")
);
