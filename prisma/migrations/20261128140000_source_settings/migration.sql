-- Issue 53 (item 4): lead source settings entered on /admin/sources, sealed with APP_SECRET.
CREATE TABLE "SourceSetting" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "sealed" TEXT NOT NULL,
    "last4" TEXT NOT NULL,
    "updatedById" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
