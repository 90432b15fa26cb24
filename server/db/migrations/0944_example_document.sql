-- 示例中心 知识文档 (issue 18 item 2, issue 17's /document): folders, documents, every save a version.
CREATE TABLE ex_doc_folder (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  owner_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE ex_document (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  owner_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  folder_id text REFERENCES ex_doc_folder(id) ON DELETE SET NULL,
  title text NOT NULL,
  -- sanitised on every save (contract/html/sanitizeHtml)
  body_html text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ex_document_owner ON ex_document (owner_user_id, updated_at DESC);
CREATE INDEX ex_document_published ON ex_document (published_at DESC) WHERE published;
CREATE TABLE ex_document_version (
  document_id text NOT NULL REFERENCES ex_document(id) ON DELETE CASCADE,
  version integer NOT NULL,
  title text NOT NULL,
  body_html text NOT NULL,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  -- a restore names the version it brought back
  restored_from integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, version)
);
-- colleagues who may read (not edit) a document
CREATE TABLE ex_document_share (
  document_id text NOT NULL REFERENCES ex_document(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (document_id, user_id)
);
