-- Issue 49 (item 7): each published price of a project and of its floor plans.
CREATE TABLE "PriceRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "project" TEXT NOT NULL,
    "city" TEXT,
    "locality" TEXT,
    "configuration" TEXT NOT NULL DEFAULT '',
    "minPrice" BIGINT,
    "maxPrice" BIGINT,
    "pricePerSqft" INTEGER,
    "revisionId" INTEGER NOT NULL,
    "recordedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE INDEX "PriceRecord_project_recordedAt_idx" ON "PriceRecord"("project", "recordedAt");
CREATE INDEX "PriceRecord_locality_recordedAt_idx" ON "PriceRecord"("locality", "recordedAt");
