import { describe, expect, it } from 'vitest';
import { withServerApi } from '../../server/visualDev/pageApi';
import { withModelApi } from '../../src/pages/designer/model/modelApi';

// contract/pageModel/modelApi.ts is the one definition of a designed page's record endpoints.
describe('the record endpoints of a designed page, both sides', () => {
  it('are the same whether the server stores the page or the designer saves it', () => {
    for (const kind of ['list', 'treeList', 'form', 'report'] as const) {
      const page = { id: 'p', kind, title: 't' };
      expect(withModelApi(page, 'vd-1').api).toEqual(withServerApi(page, 'vd-1').api);
    }
  });
});
