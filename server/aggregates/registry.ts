import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import type { TextKey } from '../../contract/texts';
import type { ScopeColumns } from '../permission/dataScopeSql';

/** One figure of an aggregate: a school, a month, a subject… and its number. */
export interface AggregatePoint {
  name: string;
  value: number;
  /** Where a school's figure is drawn on a map item (per-school aggregates). */
  lng?: number;
  lat?: number;
}

export interface AggregateContext {
  db: Queryable;
  req: FastifyRequest;
  /**
   * The caller's narrowing for rows with these columns, appended to `params`: the data scheme they
   * hold on the aggregate's menu, and never beyond their own organisation unless they have district
   * scope. 'TRUE' when nothing narrows.
   */
  scope(cols: ScopeColumns, params: unknown[]): string;
}

export interface AggregateDef {
  key: string;
  /** The zh / zh-TW / en name shown in the designers' source pickers. */
  title: TextKey;
  /**
   * The menu whose grant and data permission the figures follow (null: the caller's own items, such
   * as their to-dos, which anyone signed in may count).
   */
  menu: string | null;
  run(ctx: AggregateContext): Promise<AggregatePoint[]>;
}

const registry = new Map<string, AggregateDef>();

/**
 * Adds an aggregate (reports, portals and screens read them by key). Areas register theirs when
 * their module loads; a key registered twice is a programming error.
 */
export function registerAggregate(def: AggregateDef): void {
  if (registry.has(def.key)) throw new Error(`aggregate ${def.key} registered twice`);
  registry.set(def.key, def);
}

export function aggregate(key: string): AggregateDef | undefined {
  // A Map, not an object: '__proto__' or 'constructor' are just unknown keys.
  return registry.get(key);
}

export function aggregates(): AggregateDef[] {
  return [...registry.values()];
}
