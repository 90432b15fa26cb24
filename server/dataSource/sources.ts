import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { Database } from '../db/client';
import { builtinConn, connect, type Conn, type SourceConfig } from './connector';
import { connectReason } from './connectError';
import { decrypt, type SecretKey } from './secret';

/** The built-in database's id as a source: JNPF's "0" (主库), so old payloads keep working. */
export const BUILTIN_ID = '0';

interface StoredSource {
  db_type: 'postgresql' | 'mysql';
  host: string;
  port: number;
  user_name: string;
  password_enc: string | null;
  database_name: string;
  enabled_mark: number;
}

/** A stored source's connection settings with its password decrypted; 404 when unknown or disabled. */
export async function sourceConfig(database: Database, key: SecretKey, id: string): Promise<SourceConfig> {
  const [row] = await database.query<StoredSource>(
    'SELECT db_type, host, port, user_name, password_enc, database_name, enabled_mark FROM data_source WHERE id = $1',
    [id],
  );
  if (!row || row.enabled_mark !== 1) throw new ApiError(Code.NotFound, t('dsNotFound'));
  let password: string;
  try {
    password = row.password_enc ? decrypt(key, row.password_enc) : '';
  } catch {
    // Encrypted under another key (DATA_SOURCE_KEY changed, or a backup from elsewhere): say so plainly.
    throw new ApiError(Code.BadRequest, t('dsKeyMismatch'));
  }
  return { dbType: row.db_type, host: row.host, port: row.port, userName: row.user_name, password, databaseName: row.database_name };
}

/** Opens a source by id ('0' the built-in one); a source that cannot be reached answers a clear 400. */
export async function openSource(database: Database, key: SecretKey, id: string): Promise<Conn> {
  if (id === BUILTIN_ID || id === '') return builtinConn(database);
  return openConfig(await sourceConfig(database, key, id));
}

export async function openConfig(cfg: SourceConfig): Promise<Conn> {
  try {
    return await connect(cfg);
  } catch (err) {
    throw new ApiError(Code.BadRequest, t('dsConnectFailed', { reason: t(connectReason(err)) }));
  }
}

/** Runs `fn` on an opened source and closes it whatever happens. */
export async function withSource<T>(database: Database, key: SecretKey, id: string, fn: (c: Conn) => Promise<T>): Promise<T> {
  const conn = await openSource(database, key, id);
  try {
    return await fn(conn);
  } finally {
    await conn.close().catch(() => {});
  }
}
