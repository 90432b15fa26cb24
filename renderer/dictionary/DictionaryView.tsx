import { useMemo } from 'react';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { ListView } from '../list/ListView';
import { dictionaryUrl } from './dictionaryCache';

/**
 * A dictionary page (menu type 4): the dictionary type's data drawn as a list. A schema may bring its
 * own columns and api; otherwise name and code columns over the data selector are used.
 */
export function dictionaryListSchema(schema: PageSchema): PageSchema {
  const code = schema.dictionary!.typeCode;
  return {
    ...schema,
    api: { list: `GET ${dictionaryUrl(code)}`, ...(schema.api ?? {}) },
    columns: schema.columns?.length
      ? schema.columns
      : [
          { field: 'fullName', label: { zh: '名称', zhtw: '名稱', en: 'Name' }, width: 240 },
          { field: 'enCode', label: { zh: '编码', zhtw: '編碼', en: 'Code' }, width: 200 },
        ],
    // The selector answers every item at once; paging it client-side would only hide rows.
    pagination: false,
    treeData: schema.dictionary!.isTree ?? schema.treeData,
    // Dictionary entries carry no column permissions of their own.
    authorize: schema.authorize === undefined ? { columns: false } : schema.authorize,
  };
}

export function DictionaryView({ schema }: { schema: PageSchema }) {
  const list = useMemo(() => dictionaryListSchema(schema), [schema]);
  return <ListView schema={list} />;
}
