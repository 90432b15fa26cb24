import crypto from 'node:crypto';
import type { Database } from '../db/client';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { HitCounter, Nullable, Type, rows, type CacheStats, type Static } from '../kit';
import { buildTree, rootedRows } from './tree';

const Stamp = Type.Object({ n: Type.Integer(), m: Nullable(Type.String()) });
const AllType = Type.Object({ id: Type.String(), enCode: Type.String(), fullName: Type.String(), isTree: Type.Integer() });
const AllItemRow = Type.Object({ id: Type.String(), dictionaryTypeId: Type.String(), parentId: Type.String(), fullName: Type.String(), enCode: Type.String() });
/** An entry of one dictionary in the all-dictionaries answer: flat, or nested for a tree type. */
const AllItem = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.String(),
      fullName: Type.String(),
      enCode: Type.String(),
      parentId: Type.Optional(Type.String()),
      hasChildren: Type.Optional(Type.Boolean()),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'DictionaryAllItem' },
);
const FlatItem = Type.Object({ id: Type.String(), fullName: Type.String(), enCode: Type.String() });
/** One dictionary of GET /api/System/DictionaryData/All. */
export const AllEntry = Type.Object({ ...AllType.properties, dictionaryList: Type.Array(AllItem) });

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

  /** For 缓存管理 (server/cacheAdmin). */
  readonly counter = new HitCounter();
  stats(): CacheStats {
    return { entries: this.cached ? 1 : 0, bytes: this.cached ? this.cached.body.length * 2 : 0, hits: this.counter.hits, misses: this.counter.misses };
  }
  clear(): void {
    this.cached = null;
  }

  async get(): Promise<{ etag: string; body: string }> {
    const stamp = `${this.localVersion}|${await this.tableStamp()}`;
    if (this.cached?.stamp === stamp) {
      this.counter.hit();
      return this.cached;
    }
    this.counter.miss();
    const body = JSON.stringify({ code: 200, msg: 'Success', data: { list: await this.build() } });
    const etag = `"dict-${crypto.createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;
    this.cached = { stamp, etag, body };
    return this.cached;
  }

  private async tableStamp(): Promise<string> {
    const stamps = await rows(
      this.db,
      Stamp,
      `SELECT count(*)::int AS n, max(updated_at)::text AS m FROM dictionary_type
       UNION ALL SELECT count(*)::int, max(updated_at)::text FROM dictionary_data`,
    );
    return stamps.map((r) => `${r.n}@${r.m ?? ''}`).join('|');
  }

  private async build(): Promise<Static<typeof AllEntry>[]> {
    const [types, data] = await Promise.all([
      rows(this.db, AllType, 'SELECT id, en_code, full_name, is_tree FROM dictionary_type WHERE enabled_mark = 1 ORDER BY sort_code, created_at, id'),
      rows(this.db, AllItemRow, `SELECT id, dictionary_type_id, parent_id, full_name, en_code FROM dictionary_data WHERE enabled_mark = 1 ORDER BY sort_code, created_at, id`),
    ]);
    const byType = new Map<string, Static<typeof AllItemRow>[]>();
    for (const d of data) {
      const list = byType.get(d.dictionaryTypeId);
      if (list) list.push(d);
      else byType.set(d.dictionaryTypeId, [d]);
    }
    // The answer is JSON text built here, not by a response serialiser: strip to the answered fields.
    const strip = (schema: TSchema, list: unknown[]) => list.map((item) => Value.Clean(schema, item) as Static<typeof AllItem>);
    return types.map((type) => {
      const items = byType.get(type.id) ?? [];
      // A disabled item hides its subtree too: children of a missing parent are dropped, not promoted.
      return { ...type, dictionaryList: type.isTree ? strip(AllItem, buildTree(rootedRows(items))) : strip(FlatItem, items) };
    });
  }
}
