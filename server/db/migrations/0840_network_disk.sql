-- 网络硬盘 (issue 17): a tree of folders and files per space (a user's own, a school's), file bytes
-- on disk stored once per content (disk_blob, addressed by sha256), resumable chunked uploads,
-- shares with colleagues or by link.
CREATE TABLE disk_blob (
  hash text PRIMARY KEY,                 -- sha256 over the sha256 of each 10 MB chunk (contentHash.ts): its chunks are blobs/<2>/<hash>/<index>
  size bigint NOT NULL,
  head_md5 text NOT NULL,                -- spec §9: MD5 over the first 10,485,760 bytes identifies a file
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX disk_blob_head_idx ON disk_blob (head_md5, size);

CREATE TABLE disk_node (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  space text NOT NULL CHECK (space IN ('user', 'school')),
  owner_id text NOT NULL,                -- the user (space 'user') or the school organisation (space 'school')
  school_id text NOT NULL,               -- whose school quota the bytes count against
  parent_id text REFERENCES disk_node(id) ON DELETE CASCADE,
  is_folder boolean NOT NULL,
  name text NOT NULL,
  ext text NOT NULL DEFAULT '',
  kind text NOT NULL DEFAULT 'folder',
  size bigint NOT NULL DEFAULT 0,
  blob_hash text REFERENCES disk_blob(hash),
  creator_user_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- recycle bin: trash_id is the id of the item the user deleted, shared by everything under it
  deleted_at timestamptz,
  deleted_by text,
  trash_id text
);
CREATE INDEX disk_node_parent_idx ON disk_node (parent_id);
CREATE INDEX disk_node_space_idx ON disk_node (space, owner_id);
CREATE INDEX disk_node_trash_idx ON disk_node (trash_id) WHERE trash_id IS NOT NULL;
CREATE INDEX disk_node_blob_idx ON disk_node (blob_hash);
CREATE INDEX disk_node_school_idx ON disk_node (school_id);
-- one live name per folder (case-insensitive, as users read names)
CREATE UNIQUE INDEX disk_node_name_uq ON disk_node (space, owner_id, coalesce(parent_id, ''), lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE disk_upload (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL,
  space text NOT NULL,
  owner_id text NOT NULL,
  school_id text NOT NULL,
  parent_id text,
  name text NOT NULL,
  size bigint NOT NULL,
  head_md5 text NOT NULL,
  chunk_size integer NOT NULL,
  chunk_count integer NOT NULL,
  -- instant upload: a stored file with the same head MD5 and size; the client proves it holds the
  -- bytes by the MD5 of nonce + PROOF_BYTES at proof_offset of that file (the head MD5 alone is public)
  proof_hash text,
  proof_nonce text,
  proof_offset bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX disk_upload_user_idx ON disk_upload (user_id);
CREATE TABLE disk_upload_chunk (
  upload_id text NOT NULL REFERENCES disk_upload(id) ON DELETE CASCADE,
  idx integer NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,                  -- the chunk's file is uploads/<upload>/<idx>.<sha256>
  PRIMARY KEY (upload_id, idx)
);

CREATE TABLE disk_share (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  node_id text NOT NULL REFERENCES disk_node(id) ON DELETE CASCADE,
  creator_user_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('user', 'link')),
  target_user_id text,                   -- kind 'user'
  permission text NOT NULL DEFAULT 'read' CHECK (permission IN ('read', 'edit')),
  token text UNIQUE,                     -- kind 'link': the address /share/<token>
  code_hash text,                        -- optional extraction code, scrypt-free: a salted sha256 (4-8 characters, locked after 5 misses)
  failed_attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX disk_share_node_idx ON disk_share (node_id);
CREATE INDEX disk_share_target_idx ON disk_share (target_user_id) WHERE target_user_id IS NOT NULL;
