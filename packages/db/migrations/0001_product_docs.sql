CREATE TABLE "catalog_product_docs" (
	"store_id" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "catalog_product_docs_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_products" DROP COLUMN "doc";