// What the operators write for every player's page: the announcement that scrolls under the header,
// the maintenance notice, and the support desk's links (site-content/). One row, made here and only
// ever updated; NULL is "none". The support links had placeholders before (https://t.me/, which led
// nowhere): until an operator sets them, no link is shown. A change NOTIFYs 'site_content_changed'
// at commit, and every node reads the row again (each keeps it in memory for the pages it serves).
export const siteContent = {
  id: '033_site_content',
  sql: `
CREATE TABLE site_content (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  announcement text CHECK (char_length(announcement) BETWEEN 1 AND 300),
  maintenance_message text CHECK (char_length(maintenance_message) BETWEEN 1 AND 300),
  maintenance_from timestamptz,
  maintenance_until timestamptz,
  telegram_url text CHECK (telegram_url LIKE 'https://t.me/_%'),
  zalo_url text CHECK (zalo_url LIKE 'https://zalo.me/_%'),
  hotline text CHECK (hotline ~ '^[0-9]{8,11}$'),
  updated_by bigint REFERENCES users (id),
  updated_at timestamptz,
  CONSTRAINT site_content_times_have_a_notice CHECK (
    maintenance_message IS NOT NULL OR (maintenance_from IS NULL AND maintenance_until IS NULL)),
  CONSTRAINT site_content_times_in_order CHECK (maintenance_until > maintenance_from)
);
INSERT INTO site_content (id) VALUES (true);

CREATE FUNCTION notify_site_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_content_changed', '');
  RETURN NULL;
END;
$$;
CREATE TRIGGER site_content_changed AFTER UPDATE ON site_content
  FOR EACH STATEMENT EXECUTE FUNCTION notify_site_content_changed();
`,
};
