import { describe, expect, it } from 'vitest';
import { modelRecordApi } from './modelApi';

describe('the record endpoints of a designed page', () => {
  it('are what a report, a list and a dictionary page have', () => {
    expect(modelRecordApi('vd-1', 'report')).toEqual({ list: 'GET /api/VisualDevelopment/Model/vd-1/List', export: 'POST /api/VisualDevelopment/Model/vd-1/Actions/Export' });
    expect(Object.keys(modelRecordApi('vd-1'))).toEqual(['list', 'info', 'detail', 'create', 'update', 'remove', 'export', 'import', 'template']);
    expect(modelRecordApi('vd-1', 'dictionary')).toEqual({});
  });

});
