import fs from 'node:fs';
import zlib from 'node:zlib';
import { once } from 'node:events';
import type { Database } from '../db/client';
import { BackupWriter, type Cell } from './format';
import { portableSession, quoteIdent, readSequences, readShape } from './shape';

/** Rows fetched (and written as one data line) at a time: bounded memory whatever the table's size. */
const BATCH = 1000;

export interface DumpResult {
  tables: number;
  rows: number;
  bytes: number;
}

/**
 * Writes the whole database to `partFile` (gzip, format.ts), then fsyncs it and renames it to
 * `finalFile`: a backup cut short by a crash leaves only the `.part`, never a file under the final
 * name. Every table is read in one REPEATABLE READ snapshot, so the backup is one consistent moment
 * even while people keep working (on PGlite, which has one connection, they wait for it instead).
 */
export async function dumpDatabase(database: Database, partFile: string, finalFile: string, signal?: AbortSignal): Promise<DumpResult> {
  const out = fs.createWriteStream(partFile, { flags: 'wx' });
  const gzip = zlib.createGzip({ level: 3 });
  gzip.pipe(out);
  const closed = new Promise<void>((resolve, reject) => {
    out.once('close', resolve);
    out.once('error', reject);
    gzip.once('error', reject);
  });
  const write = async (s: string) => {
    if (!gzip.write(s)) await once(gzip, 'drain');
  };
  const writer = new BackupWriter();
  let tables = 0;
  try {
    await database.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await portableSession(tx);
      const shape = await readShape(tx);
      const sequences = await readSequences(tx);
      tables = shape.tables.length;
      await write(
        writer.header({
          createdAt: new Date().toISOString(),
          source: database.kind,
          migrations: shape.migrations,
          tables: shape.tables.map((t) => ({ name: t.name, columns: t.columns })),
          sequences,
        }),
      );
      for (const t of shape.tables) {
        const cells = t.columns.map((c) => `${quoteIdent(c.name)}::text`).join(', ');
        await tx.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ARRAY[${cells}] AS r FROM ${quoteIdent(t.name)}`);
        for (;;) {
          if (signal?.aborted) throw signal.reason ?? new Error('aborted');
          const batch = await tx.query<{ r: Cell[] }>(`FETCH FORWARD ${BATCH} FROM backup_rows`);
          if (batch.length) await write(writer.rows(t.name, batch.map((b) => b.r)));
          if (batch.length < BATCH) break;
          // On PostgreSQL other requests go on meanwhile; give them their turn of the event loop.
          await new Promise((resolve) => setImmediate(resolve));
        }
        await tx.query('CLOSE backup_rows');
      }
    });
    await write(writer.trailer());
    gzip.end();
    await closed;
    const fd = fs.openSync(partFile, 'r+');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(partFile, finalFile);
    return { tables, rows: writer.rowCount, bytes: fs.statSync(finalFile).size };
  } catch (err) {
    gzip.destroy();
    out.destroy();
    fs.rmSync(partFile, { force: true });
    throw err;
  }
}
