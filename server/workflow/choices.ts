import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { Queryable } from '../db/client';
import { Type, rows, type Static } from '../kit';
import { dbDirectory } from './directory';
import { indexFlow } from './graph';
import type { FlowNode } from './model';

/*
 * Approvers chosen by people rather than by the organisation: by the initiator at launch (rule 7)
 * and by the approver of the node before (rule 12). The node's named users, roles and positions,
 * when it has any, are the range to choose from; without them anyone enabled may be chosen. The
 * server checks every choice against that range: the screens only offer it.
 */

export const CHOSEN_AT_LAUNCH = 7;
export const CHOSEN_BY_PREVIOUS = 12;

export const ChoiceUser = Type.Object({ id: Type.String(), realName: Type.String(), account: Type.String() });
export const Choice = Type.Object({
  nodeId: Type.String(),
  nodeName: Type.String(),
  /** No range set: any enabled account may be chosen (the screen searches all users). */
  anyone: Type.Boolean(),
  users: Type.Array(ChoiceUser),
});
export type Choice = Static<typeof Choice>;

/** The cap of a range offered at once; the check itself has no cap. */
const OFFERED = 500;

async function range(tx: Queryable, node: FlowNode): Promise<string[] | null> {
  const p = node.properties;
  if (!(p.approvers?.length || p.approverRole?.length || p.approverPos?.length)) return null;
  const dir = dbDirectory(tx);
  return dir.enabled([...new Set([...(p.approvers ?? []), ...(await dir.usersWithPositions(p.approverPos ?? [])), ...(await dir.usersWithRoles(p.approverRole ?? []))])]);
}

const chooserNodes = (template: FlowNode, rule: number, only?: Set<string>) =>
  [...indexFlow(template).byId.values()].filter((n) => n.type === 'approver' && Number(n.properties.assigneeType) === rule && (!only || only.has(n.nodeId)));

/** What may be chosen for each node of `template` whose approvers are chosen by `rule` (optionally among `only`). */
export async function choicesOf(tx: Queryable, template: FlowNode, rule: number, only?: Set<string>): Promise<Choice[]> {
  const out: Choice[] = [];
  for (const node of chooserNodes(template, rule, only)) {
    const ids = await range(tx, node);
    const users = ids
      ? await rows(tx, ChoiceUser, `SELECT id, real_name, account FROM users WHERE id = ANY($1::text[]) ORDER BY sort_code, account LIMIT ${OFFERED}`, [ids])
      : [];
    out.push({ nodeId: node.nodeId, nodeName: String(node.properties.title ?? node.nodeId), anyone: ids === null, users });
  }
  return out;
}

/**
 * Refuses choices that the design does not ask for or that fall outside a node's range: a key that
 * is not a node chosen by `rule`, an account that does not exist or is disabled, or one outside
 * the named users, roles and positions.
 */
export async function checkChoices(tx: Queryable, template: FlowNode, rule: number, picks: Record<string, string[]> | undefined): Promise<void> {
  if (!picks) return;
  const nodes = new Map(chooserNodes(template, rule).map((n) => [n.nodeId, n]));
  for (const [nodeId, userIds] of Object.entries(picks)) {
    const node = nodes.get(nodeId);
    if (!node) throw new ApiError(Code.BadRequest, t('wfBadChoiceNode'));
    if (!userIds.length) continue;
    const allowed = (await range(tx, node)) ?? (await dbDirectory(tx).enabled(userIds));
    if (userIds.some((id) => !allowed.includes(id))) throw new ApiError(Code.BadRequest, t('wfBadChoice', { node: String(node.properties.title ?? nodeId) }));
  }
}
