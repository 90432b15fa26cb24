import { describe, expect, it } from 'vitest';
import { metaSchemaProblems } from '../../../contract/pageModel/metaSchemaCheck';
import { KINDS, newPageSchema, readPageFile, toPageFile } from './pageFile';

describe('page files', () => {
  it('every kind starts with a page the meta-schema accepts', () => {
    for (const kind of KINDS) expect(metaSchemaProblems(newPageSchema(kind, '访客登记', 'visitorLog')), kind).toEqual([]);
  });

  it('an exported page reads back whole; a file that is not a page is refused at its paths', () => {
    const page = newPageSchema('list', '访客登记', 'visitorLog');
    const file = toPageFile({ fullName: '访客登记', enCode: 'visitorLog', type: 'list', category: 'campus', pageSchema: page });
    const back = readPageFile(JSON.stringify(file));
    expect(back).toEqual({ ok: true, file: { ...file, description: null, sortCode: 0 } });
    expect(readPageFile('{')).toMatchObject({ ok: false });
    const bad = readPageFile(JSON.stringify({ fullName: 'x', pageSchema: { ...page, kind: 'nope' } }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.map((p) => p.path)).toContain('/enCode');
  });
});
