-- 翻译管理: translations changed in the console, over the catalogue (contract/texts.ts, source
-- 'server', key = the text key) and page schemas (source 'page:<schema id>', key = the zh text).
-- Only zh-TW and English are overridden: zh is the spec's wording, and a page's key.
CREATE TABLE sys_translation (
  source text NOT NULL,
  key text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('zhtw', 'en')),
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  PRIMARY KEY (source, key, lang)
);
