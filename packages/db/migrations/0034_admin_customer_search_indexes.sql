CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree (lower("email") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "customers_firstname_prefix_idx" ON "customers" USING btree (lower("firstname") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "customers_lastname_prefix_idx" ON "customers" USING btree (lower("lastname") text_pattern_ops);
