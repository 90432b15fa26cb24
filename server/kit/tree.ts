import { Type, type TObject, type TProperties } from '@sinclair/typebox';

/**
 * The response schema of one node of a tree answer (`buildTree`): the row's fields, `hasChildren`,
 * and `children` of the same shape, at any depth. `name` becomes the schema's `$id`, which the
 * recursion refers to, so each kind of tree needs its own name.
 */
export const treeNode = <P extends TProperties>(name: string, row: TObject<P>) =>
  Type.Recursive((Self) => Type.Object({ ...row.properties, hasChildren: Type.Boolean(), children: Type.Optional(Type.Array(Self)) }), { $id: name });
