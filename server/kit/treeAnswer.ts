import { Type, type TProperties } from '@sinclair/typebox';

/**
 * A tree node's schema: the node's own fields plus `hasChildren` and `children` of the same shape
 * (organize/orgTree.ts `buildTree` fills both; a leaf of the dictionary's trees has no `children`). Recursive through `$ref`, so fast-json-stringify
 * drops unnamed fields at every depth and OpenAPI documents the node once.
 */
export const treeOf = <P extends TProperties>(fields: P) =>
  Type.Recursive((Node) => Type.Object({ ...fields, hasChildren: Type.Boolean(), children: Type.Optional(Type.Array(Node)) }));
