import type { FlowNode } from './model';

/** The organisation lookups approver rules need (the database's, or a fake in the unit tests). */
export interface Directory {
  /** Managers of the initiator's department, then of each organisation above it, nearest first (null: none set). */
  managerChain(userId: string): Promise<(string | null)[]>;
  usersWithPositions(positionIds: string[]): Promise<string[]>;
  usersWithRoles(roleIds: string[]): Promise<string[]>;
  /** Of `userIds`, the accounts that exist and are enabled, in the given order. */
  enabled(userIds: string[]): Promise<string[]>;
  superAdmin(): Promise<string | null>;
}

export interface Assignment {
  initiatorId: string;
  /** Chosen by the initiator at launch, per node. */
  candidates: Record<string, string[]>;
  /** Chosen by the approver who completed the previous node, per node. */
  chosenByPrevious: Record<string, string[]>;
}

/** Who approves a node, or what to do when the rule finds nobody. */
export type Resolution = { userIds: string[] } | { none: 'skip' | 'refuse' };

/**
 * The initiator's manager `level` steps up: the distinct managers above them, skipping the
 * initiator themselves (a group leader applying is approved by the next manager up).
 */
export function managerAt(chain: (string | null)[], initiatorId: string, level: number): string | null {
  const distinct: string[] = [];
  for (const m of chain) {
    if (!m || m === initiatorId || distinct.includes(m)) continue;
    distinct.push(m);
  }
  return distinct[Math.max(1, level) - 1] ?? null;
}

export async function resolveApprovers(node: FlowNode, a: Assignment, dir: Directory): Promise<Resolution> {
  const p = node.properties;
  let found: string[];
  switch (Number(p.assigneeType)) {
    case 1: {
      const m = managerAt(await dir.managerChain(a.initiatorId), a.initiatorId, Number(p.managerLevel ?? 1));
      found = m ? [m] : [];
      break;
    }
    case 2: {
      const m = managerAt(await dir.managerChain(a.initiatorId), a.initiatorId, 1);
      found = m ? [m] : [];
      break;
    }
    case 3:
      found = [a.initiatorId];
      break;
    case 6:
      found = [...(p.approvers ?? []), ...(await dir.usersWithPositions(p.approverPos ?? [])), ...(await dir.usersWithRoles(p.approverRole ?? []))];
      break;
    case 7:
      found = a.candidates[node.nodeId] ?? [];
      break;
    case 12:
      found = a.chosenByPrevious[node.nodeId] ?? [];
      break;
    default:
      found = [];
  }
  const userIds = await dir.enabled([...new Set(found)]);
  if (userIds.length) return { userIds };
  const handler = p.noApproverHandler ?? 1;
  if (handler === 2) return { none: 'skip' };
  if (handler === 3) return { none: 'refuse' };
  const admin = await dir.superAdmin();
  return admin ? { userIds: [admin] } : { none: 'refuse' };
}

/** Whether an operator's node is complete: countersign waits for all, or-sign for one, added approvers always. */
export function nodeComplete(counterSign: number, ops: { state: string; handleStatus: number | null; added: boolean }[]): boolean {
  const live = ops.filter((o) => o.state !== 'cancelled');
  const added = live.filter((o) => o.added);
  const own = live.filter((o) => !o.added);
  if (added.some((o) => o.state !== 'done')) return false;
  return counterSign === 1 ? own.every((o) => o.state === 'done') : own.some((o) => o.state === 'done');
}
