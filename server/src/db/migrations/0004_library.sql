-- Search (issue 5): trigram index support and the text folding both the documents and the queries use.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Lower case, no accents (NFKD, marks dropped), Arabic letter forms unified (alef/hamza forms, taa marbuta,
-- alef maqsura, tashkeel, tatweel), punctuation as spaces. Only code-point rules: the same on every locale.
CREATE OR REPLACE FUNCTION public.search_norm(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  SELECT btrim(regexp_replace(lower(translate(
    regexp_replace(
      regexp_replace(
        normalize(replace(replace(replace(replace(replace(replace(input,
          'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), NFKD),
        '[\u0300-\u036f\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06ed]', '', 'g'),
      '[\u0001-\u001f\u0021-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u2000-\u206f\u2190-\u2bff\u3000-\u303f\u060c\u061b\u061f\u066a-\u066d\u06d4\ufe10-\ufe6f\uff01-\uff0f\U0001f000-\U0001faff]',
      ' ', 'g'),
    'ٱةىیکØøŁłĐđÐðÞþıĦħ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'اهييكOoLlDdDdTtiHh01234567890123456789')), ' {2,}', ' ', 'g'))
  $$;
--> statement-breakpoint
-- Every language's text of a LocalizedText, folded and de-duplicated, as "| text | text |".
CREATE OR REPLACE FUNCTION public.search_texts_doc(texts jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce('| ' || string_agg(DISTINCT folded, ' | ') || ' |', '')
  FROM (
    SELECT public.search_norm(value) AS folded
    FROM jsonb_each_text(CASE WHEN jsonb_typeof(texts) = 'object' THEN texts ELSE '{}'::jsonb END)
  ) t
  WHERE folded <> ''
  $$;
--> statement-breakpoint
CREATE TABLE "article_read_counts" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_reads" (
	"item_id" integer NOT NULL,
	"reader" text NOT NULL,
	"day" date DEFAULT current_date NOT NULL,
	CONSTRAINT "article_reads_item_id_reader_day_pk" PRIMARY KEY("item_id","reader","day")
);
--> statement-breakpoint
CREATE TABLE "catalogue_search" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"tenant_name" text NOT NULL,
	"title_doc" text NOT NULL,
	"doc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_entries" (
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"type" text NOT NULL,
	"content_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "history_entries_user_id_item_id_type_pk" PRIMARY KEY("user_id","item_id","type")
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "play_states" (
	"tenant_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"position" double precision NOT NULL,
	"content_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_states_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "article_read_counts" ADD CONSTRAINT "article_read_counts_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_read_counts" ADD CONSTRAINT "article_read_counts_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reads" ADD CONSTRAINT "article_reads_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_search" ADD CONSTRAINT "catalogue_search_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_search" ADD CONSTRAINT "catalogue_search_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_states" ADD CONSTRAINT "play_states_tenant_name_tenants_name_fk" FOREIGN KEY ("tenant_name") REFERENCES "public"."tenants"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_states" ADD CONSTRAINT "play_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_states" ADD CONSTRAINT "play_states_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_reads_day_idx" ON "article_reads" USING btree ("day");--> statement-breakpoint
CREATE INDEX "catalogue_search_doc_trgm_idx" ON "catalogue_search" USING gin ("doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalogue_search_tenant_idx" ON "catalogue_search" USING btree ("tenant_name");--> statement-breakpoint
CREATE INDEX "history_entries_user_newest_idx" ON "history_entries" USING btree ("user_id","updated_at" DESC NULLS LAST,"item_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_entries_item_idx" ON "history_entries" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "likes_user_newest_idx" ON "likes" USING btree ("user_id","created_at" DESC NULLS LAST,"item_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_item_idx" ON "likes" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "play_states_item_idx" ON "play_states" USING btree ("item_id");
--> statement-breakpoint
-- catalogue_search follows catalogue_items: whoever writes items (seed, operators) keeps search current.
CREATE OR REPLACE FUNCTION public.catalogue_search_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  titles_folded text := public.search_texts_doc(NEW.titles);
BEGIN
  INSERT INTO public.catalogue_search (item_id, tenant_name, title_doc, doc)
  VALUES (
    NEW.id,
    NEW.tenant_name,
    titles_folded,
    btrim(titles_folded || ' ' || public.search_texts_doc(NEW.subtitles))
  )
  ON CONFLICT (item_id) DO UPDATE
    SET tenant_name = EXCLUDED.tenant_name, title_doc = EXCLUDED.title_doc, doc = EXCLUDED.doc;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalogue_items_search_sync
  AFTER INSERT OR UPDATE OF titles, subtitles, tenant_name ON public.catalogue_items
  FOR EACH ROW EXECUTE FUNCTION public.catalogue_search_sync();
--> statement-breakpoint
INSERT INTO public.catalogue_search (item_id, tenant_name, title_doc, doc)
  SELECT id, tenant_name, public.search_texts_doc(titles),
    btrim(public.search_texts_doc(titles) || ' ' || public.search_texts_doc(subtitles))
  FROM public.catalogue_items
  ON CONFLICT (item_id) DO NOTHING;
