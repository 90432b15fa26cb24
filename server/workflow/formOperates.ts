import type { FormOperate } from './model';

/**
 * Per-node field rights (JNPF `formOperates`): a field listed with read false is hidden from that
 * node's approver, write false keeps it read-only. Fields a node does not list are readable and,
 * for approvers, read-only: only the initiator edits the form unless a node grants write.
 */
export function visibleForm(form: Record<string, unknown>, operates: FormOperate[] | undefined): Record<string, unknown> {
  const hidden = new Set((operates ?? []).filter((o) => !o.read).map((o) => o.id));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(form)) if (!hidden.has(k)) out[k] = v;
  return out;
}

/** The form after an approver's edits: only fields the node lets them write (and read) change. */
export function applyApproverEdits(form: Record<string, unknown>, operates: FormOperate[] | undefined, edits: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!edits) return form;
  const writable = new Set((operates ?? []).filter((o) => o.write && o.read).map((o) => o.id));
  const out = { ...form };
  for (const [k, v] of Object.entries(edits)) if (writable.has(k)) out[k] = v;
  return out;
}
