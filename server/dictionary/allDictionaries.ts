import crypto from 'node:crypto';
import type { Database } from '../db/client';
import { buildTree, rootedRows } from './tree';

/**
 * The all-dictionaries answer (GET /api/System/DictionaryData/All), which every client loads at start-up.
 * It is built once and served as ready JSON text with an ETag until something changes. "Something
 * changed" is this process's own writes (invalidate) or, for writes by another server instance, a
 * change in the row counts and latest update times, read with one cheap query per request.
 */
export class DictionaryCache {
  private localVersion = 0;
  private cached: { stamp: string; etag: string; body: string } | null = null;

  constructor(private readonly db: Database) {}

  invalidate() {
    this.localVersion++;
  }

  async get(): Promise<{ etag: string; body: string }> {
    const stamp = `${this.localVersion}|${await this.tableStamp()}`;
    if (this.cached?.stamp === stamp) return this.cached;
    const body = JSON.stringify({ code: 200, msg: 'Success', data: { list: await this.build() } });
    const etag = `"dict-${crypto.createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;
    this.cached = { stamp, etag, body };
    return this.cached;
  }

  private async tableStamp(): Promise<string> {
    const rows = await this.db.query<{ n: number; m: string | null }>(
      `SELECT count(*)::int AS n, max(updated_at)::text AS m FROM dictionary_type
       UNION ALL SELECT count(*)::int, max(updated_at)::text FROM dictionary_data`,
    );
    return rows.map((r) => `${r.n}@${r.m ?? ''}`).join('|');
  }

  private async build() {
    const [types, data] = await Promise.all([
      this.db.query<{ id: string; en_code: string; full_name: string; is_tree: number }>(
        'SELECT id, en_code, full_name, is_tree FROM dictionary_type WHERE enabled_mark = 1 ORDER BY sort_code, created_at, id',
      ),
      this.db.query<{ id: string; dictionary_type_id: string; parent_id: string; full_name: string; en_code: string }>(
        `SELECT id, dictionary_type_id, parent_id, full_name, en_code FROM dictionary_data
          WHERE enabled_mark = 1 ORDER BY sort_code, created_at, id`,
      ),
    ]);
    const byType = new Map<string, { id: string; parentId: string; fullName: string; enCode: string }[]>();
    for (const d of data) {
      const item = { id: d.id, parentId: d.parent_id, fullName: d.full_name, enCode: d.en_code };
      const list = byType.get(d.dictionary_type_id);
      if (list) list.push(item);
      else byType.set(d.dictionary_type_id, [item]);
    }
    return types.map((t) => {
      const items = byType.get(t.id) ?? [];
      const isTree = Number(t.is_tree);
      return {
        id: t.id,
        enCode: t.en_code,
        fullName: t.full_name,
        isTree,
        // A disabled item hides its subtree too: children of a missing parent are dropped, not promoted.
        dictionaryList: isTree ? buildTree(rootedRows(items)) : items.map(({ parentId: _p, ...rest }) => rest),
      };
    });
  }
}
