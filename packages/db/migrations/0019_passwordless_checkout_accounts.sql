ALTER TABLE "customers" ADD COLUMN "unclaimed" boolean DEFAULT false NOT NULL;
