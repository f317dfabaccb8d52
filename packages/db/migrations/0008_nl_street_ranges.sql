CREATE TABLE "nl_street_ranges" (
	"postcode" text NOT NULL,
	"parity" smallint NOT NULL,
	"from_number" integer NOT NULL,
	"to_number" integer NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "nl_street_ranges_postcode_parity_from_number_pk" PRIMARY KEY("postcode","parity","from_number"),
	CONSTRAINT "nl_street_ranges_postcode_check" CHECK ("nl_street_ranges"."postcode" ~ '^[1-9][0-9]{3}[A-Z]{2}$'),
	CONSTRAINT "nl_street_ranges_numbers_check" CHECK ("nl_street_ranges"."parity" IN (0, 1) AND "nl_street_ranges"."from_number" >= 1 AND "nl_street_ranges"."from_number" <= "nl_street_ranges"."to_number" AND "nl_street_ranges"."from_number" % 2 = "nl_street_ranges"."parity" AND "nl_street_ranges"."to_number" % 2 = "nl_street_ranges"."parity")
);
