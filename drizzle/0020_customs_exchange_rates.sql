CREATE TABLE "customs_exchange_rates" (
	"currency" varchar(3) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"per_euro" numeric(18, 6) NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "customs_exchange_rates_currency_valid_from_pk" PRIMARY KEY("currency","valid_from")
);
