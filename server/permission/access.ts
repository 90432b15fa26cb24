import type { Database } from '../db/client';
import type { Static, TSchema, TUnsafe } from '@sinclair/typebox';
import { DataScope, type DataScopeValue } from '../../contract/api';
import type { Grants } from './menuTree';
import { MODULE_FIELD_COLUMNS, ModuleItemRow, ModuleRow } from './moduleRow';
import { Type, rows } from '../kit';
import type { SessionUser } from '../auth/sessions';
import { HitCounter, SharedLoads, approxBytes, type CacheStats } from '../kit/caches';

const SchemeRow = Type.Object({
  ...ModuleItemRow.properties,
  scope: Type.Union(Object.values(DataScope).map((v) => Type.Literal(v))) as TSchema as TUnsafe<DataScopeValue>,
  conditionJson: Type.String(),
});
export type SchemeRow = Static<typeof SchemeRow>;

interface Catalogue {
  modules: ModuleRow[];
  byCode: Map<string, ModuleRow>;
  buttons: ModuleItemRow[];
  columns: ModuleItemRow[];
  forms: ModuleItemRow[];
  resources: SchemeRow[];
}

export interface Access {
  user: SessionUser;
  grants: Grants;
  catalogue: Catalogue;
  /** Role ids and position ids the user holds (enabled roles only). */
  roleIds: string[];
  positionIds: string[];
}

/**
 * What a user may do, computed from role, position and user grants. The module catalogue and each
 * user's grants are cached in-process; any write to menus, grants or relations calls `invalidate()`,
 * which the cluster bridge passes on to the other instances sharing the database. The TTL only
 * bounds staleness after an invalidation that never arrived.
 */
const TTL_MS = 30_000;

export class AccessService {
  private version = 0;
  private catalogue: { version: number; at: number; value: Catalogue } | null = null;
  private perUser = new Map<string, { version: number; at: number; value: Omit<Access, 'user' | 'catalogue'> }>();
  /**
   * When the cache lapses under load, every request in flight would otherwise read the whole
   * catalogue (five statements) at once: twenty of them queued a hundred statements in front of
   * everyone each time the TTL passed (issue 19). Concurrent callers share one load.
   */
  private loads = new SharedLoads();
  /** Set by the cluster bridge (plugins/clusterBus.ts): tells the other instances to discard theirs. */
  broadcast: (() => void) | null = null;

  constructor(private readonly database: Database) {}

  invalidate() {
    this.discard();
    this.broadcast?.();
  }

  /** Forgets grants and catalogue without telling anyone: another instance changed them. */
  discard() {
    this.version++;
  }

  /** The user's access from the in-process cache alone, or null when it must be loaded (forUser). */
  peek(user: SessionUser): Access | null {
    const now = Date.now();
    const cat = this.catalogue;
    if (!cat || cat.version !== this.version || now - cat.at >= TTL_MS) return null;
    const hit = this.perUser.get(user.id);
    if (!hit || hit.version !== this.version || now - hit.at > TTL_MS) return null;
    this.counter.hit();
    return { user, catalogue: cat.value, ...hit.value };
  }

  /** For 缓存管理 (server/cacheAdmin): users' grants and the menu catalogue kept now, and the hit rate. */
  readonly counter = new HitCounter();
  stats(): CacheStats {
    let entries = 0;
    let bytes = 0;
    for (const [k, v] of this.perUser) {
      if (v.version !== this.version) continue;
      entries++;
      bytes += k.length * 2 + approxBytes(v.value);
    }
    if (this.catalogue?.version === this.version) {
      entries++;
      bytes += approxBytes(this.catalogue.value.modules);
    }
    return { entries, bytes, hits: this.counter.hits, misses: this.counter.misses };
  }

  async forUser(user: SessionUser): Promise<Access> {
    const catalogue = await this.getCatalogue();
    const now = Date.now();
    let hit = this.perUser.get(user.id);
    if (!hit || hit.version !== this.version || now - hit.at > TTL_MS) {
      this.counter.miss();
      const version = this.version;
      const value = await this.loads.run(`user|${user.id}`, version, () => this.loadGrants(user));
      hit = { version, at: now, value };
      // A grant changed while loading: answer this request, but do not keep what may be stale.
      if (version === this.version) this.perUser.set(user.id, hit);
      if (this.perUser.size > 20_000) this.perUser.clear();
    }
    return { user, catalogue, ...hit.value };
  }


  async getCatalogue(): Promise<Catalogue> {
    const now = Date.now();
    if (this.catalogue && this.catalogue.version === this.version && now - this.catalogue.at < TTL_MS) return this.catalogue.value;
    return this.loads.run('catalogue', this.version, () => this.loadCatalogue(now));
  }

  private async loadCatalogue(now: number): Promise<Catalogue> {
    const version = this.version;
    const db = this.database;
    const item = (table: string) => rows(db, ModuleItemRow, `SELECT id, module_id, en_code, full_name FROM ${table} ORDER BY sort_code, en_code`);
    const [mods, buttons, columns, forms, resources] = await Promise.all([
      rows(db, ModuleRow, `SELECT ${MODULE_FIELD_COLUMNS}, m.enabled_mark, m.is_hidden, m.use_data_permission FROM module m`),
      item('module_button'),
      item('module_column'),
      item('module_form'),
      rows(db, SchemeRow, 'SELECT id, module_id, en_code, full_name, scope, condition_json FROM module_data_scheme ORDER BY sort_code, en_code'),
    ]);
    const value: Catalogue = {
      modules: mods,
      byCode: new Map(mods.map((m) => [m.enCode, m])),
      buttons,
      columns,
      forms,
      resources,
    };
    if (version === this.version) this.catalogue = { version, at: now, value };
    return value;
  }

  private async loadGrants(user: SessionUser): Promise<Omit<Access, 'user' | 'catalogue'>> {
    const rel = await this.database.query<{ object_type: string; object_id: string }>(
      `SELECT r.object_type, r.object_id FROM user_relation r
         LEFT JOIN role ro ON r.object_type = 'Role' AND ro.id = r.object_id
         LEFT JOIN position p ON r.object_type = 'Position' AND p.id = r.object_id
        WHERE r.user_id = $1 AND (ro.enabled_mark = 1 OR p.enabled_mark = 1)`,
      [user.id],
    );
    const roleIds = rel.filter((r) => r.object_type === 'Role').map((r) => r.object_id);
    const positionIds = rel.filter((r) => r.object_type === 'Position').map((r) => r.object_id);
    const grants: Grants = {
      all: user.isAdministrator,
      modules: new Set(),
      buttons: new Set(),
      columns: new Set(),
      forms: new Set(),
      resources: new Set(),
    };
    if (!user.isAdministrator) {
      const rows = await this.database.query<{ item_type: string; item_id: string }>(
        `SELECT item_type, item_id FROM authorize
          WHERE (object_type = 'User' AND object_id = $1)
             OR (object_type = 'Role' AND object_id = ANY($2::text[]))
             OR (object_type = 'Position' AND object_id = ANY($3::text[]))`,
        [user.id, roleIds, positionIds],
      );
      const sets: Record<string, Set<string>> = {
        module: grants.modules,
        button: grants.buttons,
        column: grants.columns,
        form: grants.forms,
        resource: grants.resources,
      };
      for (const r of rows) sets[r.item_type]?.add(r.item_id);
    }
    return { grants, roleIds, positionIds };
  }
}

/** Whether the user holds the menu (by enCode) and, if given, the button code within it. */
export function canUse(access: Access, menu: string, button?: string): boolean {
  const m = access.catalogue.byCode.get(menu);
  if (!m || m.enabledMark !== 1) return false;
  if (access.grants.all) return true;
  if (!access.grants.modules.has(m.id)) return false;
  if (!button) return true;
  return access.catalogue.buttons.some((b) => b.moduleId === m.id && b.enCode === button && access.grants.buttons.has(b.id));
}

/**
 * Column codes of a menu the user may NOT see: columns registered for the menu and not granted.
 * Fields that are not registered columns (ids, foreign keys the forms need) are never withheld.
 */
export function deniedColumns(access: Access, menu: string): Set<string> {
  const m = access.catalogue.byCode.get(menu);
  if (!m || access.grants.all) return new Set();
  return new Set(
    access.catalogue.columns.filter((c) => c.moduleId === m.id && !access.grants.columns.has(c.id)).map((c) => c.enCode),
  );
}

/**
 * The data scopes the user holds for a menu. `null` means unrestricted (no data permission on the
 * menu, or a super administrator); an empty list means the user may see no rows. `switchedOn`: the
 * caller has its own data-permission switch (a designed page's `dataPermission`) and says it is on,
 * whatever the menu's says.
 */
export function dataScopes(access: Access, menu: string, switchedOn = false): SchemeRow[] | null {
  if (access.grants.all) return null;
  const m = access.catalogue.byCode.get(menu);
  if (!m || (!switchedOn && m.useDataPermission !== 1)) return null;
  const schemes = access.catalogue.resources.filter((r) => r.moduleId === m.id && access.grants.resources.has(r.id));
  if (schemes.some((s) => s.scope === 'all')) return null;
  return schemes;
}
