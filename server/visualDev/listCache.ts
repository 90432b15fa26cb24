import type { Database } from '../db/client';

/**
 * Short-lived answers to the expensive parts of a record list: the total (a count over every
 * matching record) and the class tree (a GROUP BY over them). Paging through 100,000 records asks the
 * same count again on every page; on PGlite that count is most of the response time.
 *
 * Entries are keyed by database, model, the exact SQL and its parameters (so data permission is part
 * of the key), and dropped when this process writes a record of the model. Another server instance's
 * writes show up within TTL_MS at worst, which is acceptable for a page total.
 */
const TTL_MS = 15_000;
const MAX_ENTRIES = 2_000;

interface State {
  entries: Map<string, { at: number; value: unknown }>;
  generations: Map<string, number>;
}
const states = new WeakMap<Database, State>();

function stateOf(database: Database): State {
  let s = states.get(database);
  if (!s) states.set(database, (s = { entries: new Map(), generations: new Map() }));
  return s;
}

export async function cachedForModel<T>(database: Database, modelId: string, sql: string, params: unknown[], load: () => Promise<T>): Promise<T> {
  const { entries, generations } = stateOf(database);
  const key = `${modelId}\u0000${generations.get(modelId) ?? 0}\u0000${sql}\u0000${JSON.stringify(params)}`;
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { at: Date.now(), value });
  return value;
}

/** Called after any write to a model's records: its cached totals and trees are stale. */
export function recordsChanged(database: Database, modelId: string) {
  const { generations } = stateOf(database);
  generations.set(modelId, (generations.get(modelId) ?? 0) + 1);
}
