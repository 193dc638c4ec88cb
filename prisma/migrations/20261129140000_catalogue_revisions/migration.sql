-- Issue 49: the catalogue's published revisions, which the pages read (lib/site/catalogue).
CREATE TABLE "CatalogueDocument" (
    "hash" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "CatalogueRevision" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "documents" TEXT NOT NULL,
    "publishedById" TEXT,
    "publishedBy" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "restoredFrom" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
