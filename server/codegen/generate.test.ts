import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { areaName, generateCode } from './generate';

const page = (form: Record<string, unknown>, extra: Partial<PageSchema> = {}) => ({
  id: 'vd-1',
  fullName: '访客登记',
  enCode: 'campus.visitor-log',
  category: 'campus',
  pageSchema: { id: 'visitor', kind: 'list', title: '访客登记', form, ...extra } as PageSchema,
});

const fileOf = (files: ReturnType<typeof generateCode>, end: string) => files.find((f) => f.path.endsWith(end))!.content;

describe('areaName', () => {
  it('turns a page code into an identifier that starts with a letter', () => {
    expect(areaName('campus.visitor-log')).toBe('campusVisitorLog');
    expect(areaName('2024.report')).toBe('page2024Report');
  });
});

describe('generateCode', () => {
  const files = generateCode(
    page({
      schema: {
        type: 'object',
        required: ['name', 'phone'],
        properties: {
          name: { type: 'string', title: '姓名', maxLength: 20 },
          phone: { type: 'string', title: '电话', format: 'ec-phone' },
          count: { type: 'integer', title: '人数', minimum: 1 },
          items: { type: 'array', items: { type: 'object', properties: { what: { type: 'string' } } } },
          total: { type: 'number', title: '合计', readOnly: true },
        },
      },
      formulas: { total: '{count}*2' },
    }),
  );

  it('gives each field a typed column, required ones NOT NULL, and the menu its routes answer to', () => {
    const sql = fileOf(files, '.sql');
    expect(sql).toContain('CREATE TABLE gen_campus_visitor_log');
    expect(sql).toContain('"name" text NOT NULL');
    expect(sql).toContain('"count" integer,');
    expect(sql).toContain('"items" jsonb');
    expect(sql).toContain('"total" double precision');
    expect(sql).toContain("'generated.campusVisitorLog'");
  });

  it('keeps server-computed fields out of the request schema and checks rule formats with the rule', () => {
    const record = fileOf(files, 'record.ts');
    const body = record.slice(record.indexOf('Body = Type.Object('), record.indexOf('export type'));
    expect(body).toContain('name: Type.String({ maxLength: 20 })');
    expect(body).not.toContain('total:');
    const routes = fileOf(files, 'routes.ts');
    expect(routes).toContain("evaluateFormula('{count}*2', out)");
    expect(routes).toContain("{ field: 'phone', rule: 'phone', value: req.body.phone }");
  });

  it('writes a test whose sample passes the rules and which tries a bad phone', () => {
    const test = fileOf(files, '.test.ts');
    expect(test).toContain('"phone": "13800138000"');
    expect(test).toContain("phone: '12345'");
  });

  it('points the page schema at the generated routes and drops actions they do not answer', () => {
    const schema = JSON.parse(fileOf(generateCode(page({ schema: { type: 'object', properties: { a: { type: 'string' } } } }, {
      toolbar: [{ type: 'create' }, { type: 'export', api: 'export' }],
    })), '.json'));
    expect(schema.api.list).toBe('GET /api/Generated/CampusVisitorLog');
    expect(schema.toolbar).toEqual([{ type: 'create' }]);
  });
});
