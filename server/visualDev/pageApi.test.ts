import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { withServerApi } from './pageApi';

const form = { schema: { type: 'object', properties: { name: { type: 'string' } } } };

describe('withServerApi', () => {
  it('fills the record endpoints of a new list page with its own id', () => {
    const out = withServerApi({ kind: 'list', title: '访客', form } as unknown as PageSchema, 'p1');
    expect(out.id).toBe('p1');
    expect(withServerApi({ id: 'visitor', kind: 'list', title: '访客', form }, 'p1').id).toBe('visitor');
    expect(out.api).toMatchObject({
      list: 'GET /api/VisualDevelopment/Model/p1/List',
      create: 'POST /api/VisualDevelopment/Model/p1',
      update: 'PUT /api/VisualDevelopment/Model/p1/{id}',
      remove: 'DELETE /api/VisualDevelopment/Model/p1/{id}',
    });
  });

  it('points endpoints naming another model at this one and keeps custom ones and unknown keys', () => {
    const page = {
      id: 'x',
      kind: 'treeList',
      title: '访客',
      'x-designer': { zoom: 2 },
      api: { list: 'GET /api/VisualDevelopment/Model/model-student/List', stats: 'GET /api/System/Stats' },
      tree: { api: 'GET /api/VisualDevelopment/Model/other/Tree?field=className', param: 'organizeId', field: 'className' },
      form,
    } as unknown as PageSchema;
    const out = withServerApi(page, 'p2') as unknown as Record<string, any>;
    expect(out.api.list).toBe('GET /api/VisualDevelopment/Model/p2/List');
    expect(out.api.stats).toBe('GET /api/System/Stats');
    expect(out.tree.api).toBe('GET /api/VisualDevelopment/Model/p2/Tree?field=className');
    expect(out['x-designer']).toEqual({ zoom: 2 });
    expect(Object.keys(out)).toEqual(Object.keys(page));
  });

  it('gives a report only its list and export, and a dictionary page no endpoints', () => {
    expect(Object.keys(withServerApi({ id: 'r', kind: 'report', title: 'r', form } as PageSchema, 'r1').api ?? {})).toEqual(['list', 'export']);
    expect(withServerApi({ id: 'd', kind: 'dictionary', title: 'd', dictionary: { typeCode: 'grade' } }, 'd1').api).toBeUndefined();
  });
});
