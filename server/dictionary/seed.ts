import crypto from 'node:crypto';
import type { SeedContext } from '../seed/seeders';
import { quickQuery } from '../kit/quickQuery';
import { dictionaryCatalogue, type SeedItem, type SeedType } from './catalogue';

/** Seeds the school dictionaries: all types and items in two array-bound INSERTs. */
export async function seedDictionaries(ctx: SeedContext) {
  const types = { id: [] as string[], parent: [] as string[], name: [] as string[], code: [] as string[], tree: [] as number[], sort: [] as number[], desc: [] as (string | null)[] };
  const data = { id: [] as string[], type: [] as string[], parent: [] as string[], name: [] as string[], code: [] as string[], spell: [] as string[], sort: [] as number[] };

  const addItems = (typeId: string, parentId: string, items: SeedItem[]) =>
    items.forEach((item, i) => {
      const id = crypto.randomUUID();
      data.id.push(id);
      data.type.push(typeId);
      data.parent.push(parentId);
      data.name.push(item.fullName);
      data.code.push(item.enCode);
      data.spell.push(quickQuery(item.fullName));
      data.sort.push(i + 1);
      if (item.children) addItems(typeId, id, item.children);
    });
  const addTypes = (parentId: string, list: SeedType[]) =>
    list.forEach((t, i) => {
      const id = crypto.randomUUID();
      types.id.push(id);
      types.parent.push(parentId);
      types.name.push(t.fullName);
      types.code.push(t.enCode);
      types.tree.push(t.isTree ? 1 : 0);
      types.sort.push(i + 1);
      types.desc.push(t.description ?? null);
      if (t.items) addItems(id, '-1', t.items);
      if (t.types) addTypes(id, t.types);
    });
  addTypes('-1', dictionaryCatalogue);

  await ctx.db.query(
    `INSERT INTO dictionary_type (id, parent_id, full_name, en_code, is_tree, sort_code, description, creator_user_id)
     SELECT *, $8 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[])`,
    [types.id, types.parent, types.name, types.code, types.tree, types.sort, types.desc, ctx.identity.adminId],
  );
  await ctx.db.query(
    `INSERT INTO dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, simple_spelling, sort_code, creator_user_id)
     SELECT *, $8 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])`,
    [data.id, data.type, data.parent, data.name, data.code, data.spell, data.sort, ctx.identity.adminId],
  );
}
