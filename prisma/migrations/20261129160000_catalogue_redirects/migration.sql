-- Issue 49 (item 5): the addresses of renamed and removed projects and developers, and where they answer 308 to.
CREATE TABLE "CatalogueRedirect" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "fromPath" TEXT NOT NULL,
    "toPath" TEXT NOT NULL,
    "sinceRevision" INTEGER NOT NULL,
    "untilRevision" INTEGER
);

CREATE INDEX "CatalogueRedirect_untilRevision_fromPath_idx" ON "CatalogueRedirect"("untilRevision", "fromPath");
CREATE INDEX "CatalogueRedirect_sinceRevision_idx" ON "CatalogueRedirect"("sinceRevision");
