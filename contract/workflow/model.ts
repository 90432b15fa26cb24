/**
 * The flow design (`flowTemplateJson`) in JNPF's recursive shape (research/jnpf.md §5.4): each node
 * has an optional `childNode` (what follows) and optional `conditionNodes` (branches that follow it,
 * exclusive by condition, or all at once when `isInterflow`); a branch's chain ends by continuing
 * with the enclosing node's `childNode`.
 */
export type NodeType = 'start' | 'approver' | 'condition' | 'copy' | 'subFlow';

export interface Condition {
  /** A form field (its vModel) or `@organize`, `@position`, `@role` (the initiator's). */
  field: string;
  symbol: '==' | '!=' | '>' | '>=' | '<' | '<=' | 'in' | 'notIn' | 'like';
  filedValue: unknown;
}

export interface FormOperate {
  id: string;
  read: boolean;
  write: boolean;
}

export interface TimeoutConfig {
  on: boolean;
  quantity: number;
  type: 'day' | 'hour' | 'minute' | 'second';
  /** 1 approve, 2 reject (back to the initiator), 0 remind only. */
  handler: 0 | 1 | 2;
}

export interface NodeProperties {
  title?: string;
  // approver
  /** 1 initiator's manager (managerLevel), 2 department head, 3 the initiator, 6 named users/positions/roles, 7 chosen at launch, 12 chosen by the previous approver. */
  assigneeType?: number;
  managerLevel?: number;
  approvers?: string[];
  approverPos?: string[];
  approverRole?: string[];
  /** 0 or-sign, 1 countersign. */
  counterSign?: 0 | 1;
  /** 1 the super administrator takes it, 2 the node passes by itself, 3 the action is refused. */
  noApproverHandler?: 1 | 2 | 3;
  hasSign?: boolean;
  formOperates?: FormOperate[];
  timeoutConfig?: TimeoutConfig;
  // copy
  circulateUser?: string[];
  circulatePosition?: string[];
  circulateRole?: string[];
  circulateDepartment?: string[];
  /** Department names looked up in the initiator's own school (a district-wide flow copying to "教务处" means their school's). */
  circulateSchoolDept?: string[];
  // condition
  conditions?: Condition[];
  matchLogic?: 'and' | 'or';
  isDefault?: boolean;
  // start
  /** Revoking an approved task needs approval: the released flow that approves the revocation. */
  revokeFlowId?: string;
  // subFlow
  flowId?: string;
  assignList?: { parentField: string; childField: string }[];
  [k: string]: unknown;
}

export interface FlowNode {
  nodeId: string;
  type: NodeType;
  properties: NodeProperties;
  childNode?: FlowNode | null;
  conditionNodes?: FlowNode[];
  /** The branches in conditionNodes all run (并行分流) and join before childNode. */
  isInterflow?: boolean;
}

/** Flow status numbers (spec §3), with JNPF's 0 for a draft. */
export const Status = { draft: 0, wait: 1, adopt: 2, reject: 3, revoke: 4, cancel: 5 } as const;

/** handle_status of the action record. */
export const Handle = {
  reject: 0,
  agree: 1,
  submit: 2,
  withdraw: 3,
  cancel: 4,
  revoke: 5,
  addApprover: 6,
  transfer: 7,
  urge: 8,
  timeout: 9,
  reassign: 10,
} as const;
