import type { Queryable } from '../db/client';
import { Type, rows } from '../kit';
import type { DesignDirectory } from '../../contract/workflow/validateDesign';
import type { FlowNode } from './model';

const Id = Type.Object({ id: Type.String() });

/** Every id a design names, by what it should be. */
function referenced(root: FlowNode) {
  const out = { users: new Set<string>(), roles: new Set<string>(), positions: new Set<string>(), organizes: new Set<string>(), flows: new Set<string>() };
  const visit = (node: FlowNode | null | undefined) => {
    for (let n = node; n; n = n.childNode) {
      const p = n.properties ?? {};
      for (const id of [...(p.approvers ?? []), ...(p.circulateUser ?? [])]) out.users.add(String(id));
      for (const id of [...(p.approverRole ?? []), ...(p.circulateRole ?? [])]) out.roles.add(String(id));
      for (const id of [...(p.approverPos ?? []), ...(p.circulatePosition ?? [])]) out.positions.add(String(id));
      for (const id of p.circulateDepartment ?? []) out.organizes.add(String(id));
      if (n.type === 'subFlow' && p.flowId) out.flows.add(String(p.flowId));
      for (const b of n.conditionNodes ?? []) visit(b);
    }
  };
  visit(root);
  if (root.properties?.revokeFlowId) out.flows.add(String(root.properties.revokeFlowId));
  return out;
}

async function existing(tx: Queryable, sql: string, ids: Set<string>): Promise<Set<string>> {
  if (!ids.size) return new Set();
  return new Set((await rows(tx, Id, sql, [[...ids]])).map((r) => r.id));
}

/**
 * What the release check needs to know of the organisation: of the ids the design names, those that
 * exist (users enabled, flows released and launchable). Reading only the named ids keeps a release
 * as cheap in a district of 100,000 accounts as in a demo.
 */
export async function designDirectory(tx: Queryable, root: FlowNode, selfFlowId: string): Promise<DesignDirectory> {
  const ids = referenced(root);
  return {
    users: await existing(tx, 'SELECT id FROM users WHERE id = ANY($1::text[]) AND enabled_mark = 1', ids.users),
    roles: await existing(tx, 'SELECT id FROM role WHERE id = ANY($1::text[])', ids.roles),
    positions: await existing(tx, 'SELECT id FROM position WHERE id = ANY($1::text[])', ids.positions),
    organizes: await existing(tx, 'SELECT id FROM organize WHERE id = ANY($1::text[])', ids.organizes),
    flows: await existing(tx, 'SELECT id FROM flow_engine WHERE id = ANY($1::text[]) AND version > 0 AND enabled_mark = 1', ids.flows),
    selfFlowId,
  };
}
