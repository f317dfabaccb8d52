-- The product documents are compressed with lz4 where the server has it (PostgreSQL built with
-- lz4, as Debian's and the official images are; the embedded engine is not): a document of
-- about 5 KB is compressed several times faster than with pglz when the indexer writes it and
-- read back faster by every page and search that shows it, for about a tenth more space.
-- Documents written before keep their compression until the indexer writes them again.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM pg_settings
    WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)
  ) THEN
    ALTER TABLE "catalog_product_docs" ALTER COLUMN "doc" SET COMPRESSION lz4;
  END IF;
END
$$;
