-- Issue 49: the catalogue's published revisions, which the pages read (lib/site/catalogue).
CREATE TABLE "CatalogueDocument" (
    "hash" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogueDocument_pkey" PRIMARY KEY ("hash")
);

CREATE TABLE "CatalogueRevision" (
    "id" SERIAL NOT NULL,
    "documents" TEXT NOT NULL,
    "publishedById" TEXT,
    "publishedBy" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "restoredFrom" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogueRevision_pkey" PRIMARY KEY ("id")
);
