import type { FlowNode, NodeProperties } from './model';

/** Small builders for designs in unit tests and the seed. */
export const node = (nodeId: string, type: FlowNode['type'], properties: NodeProperties = {}, more: Partial<FlowNode> = {}): FlowNode => ({
  nodeId,
  type,
  properties: { title: nodeId, ...properties },
  ...more,
});

/** Links nodes into one chain (each the previous one's childNode) and answers the first. */
export function chain(...nodes: FlowNode[]): FlowNode {
  for (let i = 0; i < nodes.length - 1; i++) nodes[i].childNode = nodes[i + 1];
  return nodes[0];
}
