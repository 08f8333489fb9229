CREATE TABLE "content_versions" (
	"tenant_name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Raises the version of each tenant in `names` (locked in name order, so concurrent writers never
-- deadlock) and announces "<tenant> <version>" at commit. The row lock orders the versions of one
-- tenant by commit, so the highest version heard is always the newest content.
CREATE FUNCTION "bump_content_versions"(names text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped record;
BEGIN
  FOR bumped IN
    INSERT INTO "content_versions" AS cv ("tenant_name", "version")
    SELECT DISTINCT n, 1 FROM unnest(names) AS n WHERE n IS NOT NULL ORDER BY n
    ON CONFLICT ("tenant_name") DO UPDATE SET "version" = cv."version" + 1
    RETURNING cv."tenant_name", cv."version"
  LOOP
    PERFORM pg_notify('content_version', bumped."tenant_name" || ' ' || bumped."version");
  END LOOP;
END $$;--> statement-breakpoint
-- Statement-level: one bump per tenant per statement, however many rows it wrote (the seed writes
-- thousands). TG_ARGV[0] names the table's tenant column.
CREATE FUNCTION "content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  names text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO names;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO names;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT t) FROM (SELECT %1$I AS t FROM new_rows UNION SELECT %1$I FROM old_rows) u', TG_ARGV[0]) INTO names;
  ELSE
    -- TRUNCATE names no rows: every tenant that has a version moves on.
    SELECT array_agg("tenant_name") INTO names FROM "content_versions";
  END IF;
  PERFORM "bump_content_versions"(names);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every table a structure answer, the tenant row or a route rule is read from: no write path can forget the bump.
DO $$
DECLARE
  watched text[][] := ARRAY[
    ['tenants', 'name'], ['tenant_hosts', 'tenant_name'], ['tenant_texts', 'tenant_name'],
    ['tenant_configurations', 'tenant_name'], ['route_rules', 'tenant_name'],
    ['structures', 'tenant_name'], ['structure_sections', 'tenant_name'],
    ['catalogue_items', 'tenant_name'], ['subscription_types', 'tenant_name']];
  i int;
BEGIN
  FOR i IN 1 .. array_length(watched, 1) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"(%L)',
      watched[i][1] || '_content_insert', watched[i][1], watched[i][2]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"(%L)',
      watched[i][1] || '_content_update', watched[i][1], watched[i][2]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"(%L)',
      watched[i][1] || '_content_delete', watched[i][1], watched[i][2]);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "content_changed"(%L)',
      watched[i][1] || '_content_truncate', watched[i][1], watched[i][2]);
  END LOOP;
END $$;--> statement-breakpoint
-- Existing content starts at version 1.
SELECT "bump_content_versions"(array_agg("name")) FROM "tenants";
