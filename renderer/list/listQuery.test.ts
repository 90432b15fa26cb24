import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { initialListState, listParams, readListAnswer, sortParams } from './listQuery';
import { nextSort } from '../table/DataTable';
import { fillBody, resolveEndpoint } from '../api/endpoint';

const schema: PageSchema = {
  id: 'p',
  kind: 'treeList',
  title: 'p',
  api: { list: 'GET /api/Permission/Users' },
  tree: { api: 'GET /t', param: 'organizeId' },
  columns: [
    { field: 'realName', label: '姓名', sortable: true },
    { field: 'organizeName', label: '组织', sortable: true, sortField: 'organize' },
  ],
};

describe('sort → sidx/sort', () => {
  it('maps the sorted column to sidx and its direction to sort', () => {
    expect(sortParams({ field: 'realName', order: 'desc' }, schema.columns)).toEqual({ sidx: 'realName', sort: 'desc' });
  });
  it('uses the column sortField when the server name differs', () => {
    expect(sortParams({ field: 'organizeName', order: 'asc' }, schema.columns)).toEqual({ sidx: 'organize', sort: 'asc' });
  });
  it('sends nothing when unsorted', () => expect(sortParams(null, schema.columns)).toEqual({}));
  it('header clicks cycle asc → desc → none, and a new column starts at asc', () => {
    expect(nextSort(null, 'a')).toEqual({ field: 'a', order: 'asc' });
    expect(nextSort({ field: 'a', order: 'asc' }, 'a')).toEqual({ field: 'a', order: 'desc' });
    expect(nextSort({ field: 'a', order: 'desc' }, 'a')).toBeNull();
    expect(nextSort({ field: 'a', order: 'desc' }, 'b')).toEqual({ field: 'b', order: 'asc' });
  });
});

describe('listParams', () => {
  it('defaults to page 1 of 20 (spec §9)', () => {
    expect(listParams(schema, initialListState(schema))).toEqual({ currentPage: 1, pageSize: 20 });
  });
  it('carries keyword, non-empty search values, sort and the tree selection', () => {
    const p = listParams(schema, {
      ...initialListState(schema),
      keyword: '  王 ',
      search: { enabledMark: 1, empty: '', none: null, range: [1, 2] },
      sort: { field: 'realName', order: 'asc' },
      treeValue: 'o-1',
    });
    expect(p).toEqual({ currentPage: 1, pageSize: 20, keyword: '王', enabledMark: 1, range: '1,2', sidx: 'realName', sort: 'asc', organizeId: 'o-1' });
  });
  it('sends no paging when the schema turns pagination off', () => {
    expect(listParams({ ...schema, pagination: false }, initialListState(schema))).toEqual({});
  });
  it('reads PageResult, {list} and bare arrays', () => {
    expect(readListAnswer({ list: [{ a: 1 }], pagination: { currentPage: 1, pageSize: 20, total: 40 } })).toEqual({ rows: [{ a: 1 }], total: 40, paged: true });
    expect(readListAnswer({ list: [{ a: 1 }] })).toEqual({ rows: [{ a: 1 }], total: 1, paged: false });
    expect(readListAnswer([{ a: 1 }, { a: 2 }]).total).toBe(2);
    expect(readListAnswer(null).rows).toEqual([]);
  });
});

describe('endpoints', () => {
  it('fills placeholders URL-encoded so an id cannot add path segments', () => {
    const e = resolveEndpoint('DELETE /api/Permission/Users/{id}', { id: '../../x?y' });
    expect(e).toMatchObject({ method: 'DELETE', url: '/api/Permission/Users/..%2F..%2Fx%3Fy', used: ['id'], incomplete: false });
  });
  it('marks a missing placeholder as incomplete', () => {
    expect(resolveEndpoint('GET /api/Permission/Organize/{organizeId}/Department', {}).incomplete).toBe(true);
  });
  it('rejects a malformed template', () => expect(() => resolveEndpoint('/api/x')).toThrow(/METHOD/));
  it('fills action bodies from the row', () => {
    expect(fillBody({ id: '{id}', text: 'user {account}', list: ['{id}'] }, { id: 7, account: 'a' })).toEqual({ id: 7, text: 'user a', list: [7] });
  });
});
