-- Issue 18: the rate limits' state, which PostgreSQL deployments share between instances. On
-- SQLite the site keeps it in memory; the tables exist so that both engines hold the same schema.

-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "tokens" REAL NOT NULL,
    "updatedAt" REAL NOT NULL,
    "allowed" BOOLEAN NOT NULL
);

-- CreateIndex
CREATE INDEX "RateLimitBucket_updatedAt_idx" ON "RateLimitBucket"("updatedAt");

-- CreateTable
CREATE TABLE "FailureWindow" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "failures" INTEGER NOT NULL,
    "resetAt" REAL NOT NULL
);

-- CreateIndex
CREATE INDEX "FailureWindow_resetAt_idx" ON "FailureWindow"("resetAt");
