import crypto from 'node:crypto';

/*
 * 企业号组织: what a two-way sync between our organisations/users and WeCom's departments/members
 * would change, computed from both sides' data alone (no I/O), so the preview an admin approves is
 * exactly what apply does. One side is the truth (the direction); the other is made to match it
 * within one subtree: the chosen organisation and the WeCom department linked to it.
 *
 * Records are paired by the link table first (our id ↔ WeCom id), then naturally: a department by
 * its name under an already paired parent, a member by userid = our account. Unpaired records of the
 * truth side are created, differing pairs updated, unpaired records of the other side deleted. The
 * super administrator and the caller are never written (nor deleted) on our side.
 */

export type Direction = 'toLocal' | 'toWecom';

export interface LocalDept {
  id: string;
  parentId: string;
  name: string;
  sortCode: number;
}
export interface LocalUser {
  id: string;
  account: string;
  name: string;
  mobile: string;
  email: string;
  /** department_id, or the organisation when the user has no department */
  deptId: string;
  isAdministrator: boolean;
}
export interface RemoteDept {
  id: number;
  parentid: number;
  name: string;
  order: number;
}
export interface RemoteUser {
  userid: string;
  name: string;
  mobile: string;
  email: string;
  /** main_department (within the subtree) */
  dept: number;
}

export interface DiffInput {
  direction: Direction;
  root: { localId: string; remoteId: number };
  /** the subtree on each side, the root included */
  localDepts: LocalDept[];
  localUsers: LocalUser[];
  remoteDepts: RemoteDept[];
  remoteUsers: RemoteUser[];
  links: { dept: [string, number][]; user: [string, string][] };
  /** our users never written by a sync: the super administrator, the caller */
  protectedUserIds: string[];
}

export interface FieldChange {
  field: 'name' | 'parent' | 'mobile' | 'email' | 'department';
  from: string;
  to: string;
}

/** A reference to a department that may only exist once an earlier change of this plan has run. */
export type DeptRef = { local: string } | { remote: number };

export interface Change {
  /** stable within a plan: "department:local:<id>", "user:remote:<userid>" … */
  key: string;
  entity: 'department' | 'user';
  op: 'create' | 'update' | 'delete';
  /** the side written */
  target: 'local' | 'wecom';
  name: string;
  localId?: string;
  remoteId?: string;
  fields: FieldChange[];
  /** what is written: for departments name and parent, for members name, mobile, e-mail, department and the id */
  values?: { name: string; parent?: DeptRef; dept?: DeptRef; account?: string; mobile?: string; email?: string; order?: number };
}

export interface Plan {
  /** every record paired across the sides (by link or naturally): apply keeps them as links */
  pairs: { dept: [string, number][]; user: [string, string][] };
  changes: Change[];
  counts: { create: number; update: number; delete: number; unchanged: number };
}

/** Pairs records of both sides: links first, then departments by name under a paired parent, members by id. */
function pair(input: DiffInput) {
  const localDept = new Map(input.localDepts.map((d) => [d.id, d]));
  const remoteDept = new Map(input.remoteDepts.map((d) => [d.id, d]));
  const deptL2R = new Map<string, number>([[input.root.localId, input.root.remoteId]]);
  const deptR2L = new Map<number, string>([[input.root.remoteId, input.root.localId]]);
  for (const [l, r] of input.links.dept) {
    if (localDept.has(l) && remoteDept.has(r) && !deptL2R.has(l) && !deptR2L.has(r)) {
      deptL2R.set(l, r);
      deptR2L.set(r, l);
    }
  }
  // Top-down, so a child is matched under its parent's counterpart.
  for (const r of breadthFirst(input.remoteDepts, input.root.remoteId, (d) => d.parentid)) {
    if (deptR2L.has(r.id)) continue;
    const parent = deptR2L.get(r.parentid);
    if (parent === undefined) continue;
    const match = input.localDepts.find((l) => l.parentId === parent && l.name === r.name && !deptL2R.has(l.id));
    if (match) {
      deptL2R.set(match.id, r.id);
      deptR2L.set(r.id, match.id);
    }
  }
  const localUser = new Map(input.localUsers.map((u) => [u.id, u]));
  const remoteUser = new Map(input.remoteUsers.map((u) => [u.userid, u]));
  const userL2R = new Map<string, string>();
  const userR2L = new Map<string, string>();
  for (const [l, r] of input.links.user) {
    if (localUser.has(l) && remoteUser.has(r) && !userR2L.has(r)) {
      userL2R.set(l, r);
      userR2L.set(r, l);
    }
  }
  const byAccount = new Map(input.localUsers.map((u) => [u.account.toLowerCase(), u]));
  for (const r of input.remoteUsers) {
    if (userR2L.has(r.userid)) continue;
    const l = byAccount.get(r.userid.toLowerCase());
    if (l && !userL2R.has(l.id)) {
      userL2R.set(l.id, r.userid);
      userR2L.set(r.userid, l.id);
    }
  }
  return { deptL2R, deptR2L, userL2R, userR2L };
}

/** Every row below the root, parents before their children. */
function breadthFirst<T extends { id: K }, K>(rows: T[], rootId: K, parentOf: (row: T) => K): T[] {
  const out: T[] = [];
  const queue: K[] = [rootId];
  const children = new Map<K, T[]>();
  for (const r of rows) if (r.id !== rootId) children.set(parentOf(r), [...(children.get(parentOf(r)) ?? []), r]);
  while (queue.length) {
    for (const c of children.get(queue.shift()!) ?? []) {
      out.push(c);
      queue.push(c.id);
    }
  }
  return out;
}

const diffFields = (pairs: [FieldChange['field'], string, string][]): FieldChange[] => pairs.filter(([, a, b]) => a !== b).map(([field, from, to]) => ({ field, from, to }));

export function planSync(input: DiffInput): Plan {
  const { deptL2R, deptR2L, userL2R, userR2L } = pair(input);
  const toLocal = input.direction === 'toLocal';
  const protectedIds = new Set(input.protectedUserIds);
  const localDept = new Map(input.localDepts.map((d) => [d.id, d]));
  const remoteDept = new Map(input.remoteDepts.map((d) => [d.id, d]));
  const localOrder = breadthFirst(input.localDepts, input.root.localId, (d) => d.parentId);
  const remoteOrder = breadthFirst(input.remoteDepts, input.root.remoteId, (d) => d.parentid);
  const changes: Change[] = [];
  let unchanged = 0;
  const deptName = (ref: DeptRef) => ('local' in ref ? (localDept.get(ref.local)?.name ?? ref.local) : (remoteDept.get(ref.remote)?.name ?? String(ref.remote)));

  // Departments: creates parents first, then updates; deletes come last, deepest first.
  const deptDeletes: Change[] = [];
  if (toLocal) {
    for (const r of remoteOrder) {
      const l = deptR2L.get(r.id);
      const parent: DeptRef = { remote: r.parentid };
      if (l === undefined) {
        changes.push({ key: `department:remote:${r.id}`, entity: 'department', op: 'create', target: 'local', name: r.name, remoteId: String(r.id), fields: [{ field: 'name', from: '', to: r.name }], values: { name: r.name, parent, order: r.order } });
        continue;
      }
      const cur = localDept.get(l)!;
      const fields = diffFields([['name', cur.name, r.name]]);
      if (cur.parentId !== deptR2L.get(r.parentid)) fields.push({ field: 'parent', from: deptName({ local: cur.parentId }), to: deptName(parent) });
      if (fields.length) changes.push({ key: `department:local:${l}`, entity: 'department', op: 'update', target: 'local', name: r.name, localId: l, remoteId: String(r.id), fields, values: { name: r.name, parent } });
      else unchanged++;
    }
    for (const l of [...localOrder].reverse()) {
      if (!deptL2R.has(l.id)) deptDeletes.push({ key: `department:local:${l.id}`, entity: 'department', op: 'delete', target: 'local', name: l.name, localId: l.id, fields: [] });
    }
  } else {
    for (const l of localOrder) {
      const r = deptL2R.get(l.id);
      const parent: DeptRef = { local: l.parentId };
      if (r === undefined) {
        changes.push({ key: `department:local:${l.id}`, entity: 'department', op: 'create', target: 'wecom', name: l.name, localId: l.id, fields: [{ field: 'name', from: '', to: l.name }], values: { name: l.name, parent, order: l.sortCode } });
        continue;
      }
      const cur = remoteDept.get(r)!;
      const fields = diffFields([['name', cur.name, l.name]]);
      if (cur.parentid !== deptL2R.get(l.parentId)) fields.push({ field: 'parent', from: deptName({ remote: cur.parentid }), to: deptName(parent) });
      if (fields.length) changes.push({ key: `department:remote:${r}`, entity: 'department', op: 'update', target: 'wecom', name: l.name, localId: l.id, remoteId: String(r), fields, values: { name: l.name, parent } });
      else unchanged++;
    }
    for (const r of [...remoteOrder].reverse()) {
      if (!deptR2L.has(r.id)) deptDeletes.push({ key: `department:remote:${r.id}`, entity: 'department', op: 'delete', target: 'wecom', name: r.name, remoteId: String(r.id), fields: [] });
    }
  }

  // Members.
  const userDeletes: Change[] = [];
  if (toLocal) {
    for (const r of input.remoteUsers) {
      const l = userR2L.get(r.userid);
      const dept: DeptRef = { remote: r.dept };
      const values = { name: r.name, mobile: r.mobile, email: r.email, dept, account: r.userid };
      if (l === undefined) {
        changes.push({ key: `user:remote:${r.userid}`, entity: 'user', op: 'create', target: 'local', name: r.name, remoteId: r.userid, fields: diffFields([['name', '', r.name], ['mobile', '', r.mobile], ['email', '', r.email], ['department', '', deptName(dept)]]), values });
        continue;
      }
      const cur = input.localUsers.find((u) => u.id === l)!;
      const fields = diffFields([['name', cur.name, r.name], ['mobile', cur.mobile, r.mobile], ['email', cur.email, r.email]]);
      if (cur.deptId !== deptR2L.get(r.dept)) fields.push({ field: 'department', from: deptName({ local: cur.deptId }), to: deptName(dept) });
      if (fields.length && !protectedIds.has(l) && !cur.isAdministrator) changes.push({ key: `user:local:${l}`, entity: 'user', op: 'update', target: 'local', name: r.name, localId: l, remoteId: r.userid, fields, values });
      else unchanged++;
    }
    for (const l of input.localUsers) {
      if (userL2R.has(l.id)) continue;
      if (protectedIds.has(l.id) || l.isAdministrator) unchanged++;
      else userDeletes.push({ key: `user:local:${l.id}`, entity: 'user', op: 'delete', target: 'local', name: l.name, localId: l.id, fields: [] });
    }
  } else {
    for (const l of input.localUsers) {
      // The super administrator is the platform's own account, not a member of the organisation.
      if (l.isAdministrator) continue;
      const r = userL2R.get(l.id);
      const dept: DeptRef = { local: l.deptId };
      const values = { name: l.name, mobile: l.mobile, email: l.email, dept, account: l.account };
      if (r === undefined) {
        changes.push({ key: `user:local:${l.id}`, entity: 'user', op: 'create', target: 'wecom', name: l.name, localId: l.id, fields: diffFields([['name', '', l.name], ['mobile', '', l.mobile], ['email', '', l.email], ['department', '', deptName(dept)]]), values });
        continue;
      }
      const cur = input.remoteUsers.find((u) => u.userid === r)!;
      const fields = diffFields([['name', cur.name, l.name], ['mobile', cur.mobile, l.mobile], ['email', cur.email, l.email]]);
      if (cur.dept !== deptL2R.get(l.deptId)) fields.push({ field: 'department', from: deptName({ remote: cur.dept }), to: deptName(dept) });
      if (fields.length) changes.push({ key: `user:remote:${r}`, entity: 'user', op: 'update', target: 'wecom', name: l.name, localId: l.id, remoteId: r, fields, values: { ...values, account: r } });
      else unchanged++;
    }
    for (const r of input.remoteUsers) {
      if (!userR2L.has(r.userid)) userDeletes.push({ key: `user:remote:${r.userid}`, entity: 'user', op: 'delete', target: 'wecom', name: r.name, remoteId: r.userid, fields: [] });
    }
  }

  const all = [...changes, ...userDeletes, ...deptDeletes];
  return {
    pairs: { dept: [...deptL2R], user: [...userL2R] },
    changes: all,
    counts: {
      create: all.filter((c) => c.op === 'create').length,
      update: all.filter((c) => c.op === 'update').length,
      delete: all.filter((c) => c.op === 'delete').length,
      unchanged,
    },
  };
}

/**
 * A fingerprint of everything a plan was computed from: apply recomputes it from fresh data and
 * refuses when it differs (the preview is older than the data).
 */
export function basisOf(input: DiffInput): string {
  const sorted = <T>(xs: T[], key: (x: T) => string) => [...xs].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const canonical = {
    direction: input.direction,
    root: input.root,
    localDepts: sorted(input.localDepts, (d) => d.id),
    localUsers: sorted(input.localUsers, (u) => u.id),
    remoteDepts: sorted(input.remoteDepts, (d) => String(d.id)),
    remoteUsers: sorted(input.remoteUsers, (u) => u.userid),
    links: { dept: sorted(input.links.dept, ([l]) => l), user: sorted(input.links.user, ([l]) => l) },
    protectedUserIds: [...input.protectedUserIds].sort(),
  };
  return crypto.createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
