import type { ActionDef, PageSchema } from '../../contract/pageModel/pageSchema';
import { isRuleName, type RuleName } from '../../contract/rules/rules';
import { readPageModel, type ModelField } from '../visualDev/pageModel';

/*
 * Code generation (代码生成, spec §7 CodePreview/DownloadCode): a designed page as source a
 * developer takes into this repository, so it stops living in the generic record store. Pure: the
 * page in, files out. The files follow docs/conventions.md: a server area with TypeBox request and
 * response schemas on the kit, a migration with a typed table of its own (and the menu entry its
 * routes answer to), the page schema pointing at the new routes, and an API test.
 */

export interface GeneratedFile {
  path: string;
  language: 'typescript' | 'json' | 'sql' | 'markdown';
  content: string;
}

export interface CodegenPage {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  pageSchema: PageSchema;
}

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** 'campus.visitor-log' → 'campusVisitorLog': the area's folder and identifiers. */
export function areaName(enCode: string): string {
  const words = enCode.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  return /^[A-Za-z]/.test(name) ? name : `page${name}`;
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** camelCase → snake_case, the inverse of the query layer's camelName for field names without `_`. */
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Field names that a TypeScript property, a SQL column and the query layer all carry unchanged. */
const PLAIN_NAME = /^[a-z][A-Za-z0-9]*$/;

interface Column {
  field: ModelField;
  prop: Json;
  column: string;
  sqlType: string;
  required: boolean;
  /** The server computes or fills it: never taken from a request. */
  server: 'formula' | 'billRule' | 'currentUser' | 'currentOrganize' | 'currentDepartment' | null;
  rule: RuleName | null;
}

function columnsOf(schema: PageSchema): Column[] {
  const model = readPageModel(schema);
  const props = (isJson(schema.form?.schema.properties) ? schema.form.schema.properties : {}) as Record<string, Json>;
  const out: Column[] = [];
  for (const field of model.fields) {
    if (!PLAIN_NAME.test(field.vModel)) continue;
    const prop = props[field.vModel] ?? {};
    const sqlType =
      field.type === 'integer' ? 'integer' : field.type === 'number' ? 'double precision' : field.type === 'boolean' ? 'boolean' : field.type === 'string' ? 'text' : 'jsonb';
    const server =
      field.role === 'formula' || field.role === 'billRule' || field.role === 'currentUser' || field.role === 'currentOrganize' || field.role === 'currentDepartment'
        ? field.role
        : null;
    const format = typeof prop.format === 'string' && prop.format.startsWith('ec-') ? prop.format.slice(3) : '';
    out.push({ field, prop, column: snake(field.vModel), sqlType, required: field.required && !server, server, rule: isRuleName(format) ? format : null });
  }
  return out;
}

/** A TypeBox expression for a JSON Schema property (the request and row schemas). */
function typeboxOf(prop: Json, options: { value: unknown }[] | undefined, depth = 0): string {
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  const limits: string[] = [];
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems']) {
    if (typeof prop[key] === 'number') limits.push(`${key}: ${prop[key]}`);
  }
  const opts = limits.length ? `{ ${limits.join(', ')} }` : '';
  if (options?.length && options.every((o) => typeof o.value === 'string')) {
    return `Type.Union([${options.map((o) => `Type.Literal(${quote(String(o.value))})`).join(', ')}])`;
  }
  switch (type) {
    case 'string':
      // Unbounded text is bounded here: a record field cannot carry megabytes.
      return `Type.String(${limits.length ? opts : '{ maxLength: 2000 }'})`;
    case 'integer':
      return `Type.Integer(${opts})`;
    case 'number':
      return `Type.Number(${opts})`;
    case 'boolean':
      return 'Type.Boolean()';
    case 'array': {
      const items = isJson(prop.items) ? typeboxOf(prop.items, undefined, depth) : 'Type.Unknown()';
      // As with text, a designer's missing limit still holds: a record cannot carry thousands of rows.
      const arrayLimits = prop.maxItems === undefined ? [...limits, 'maxItems: 500'] : limits;
      return `Type.Array(${items}, { ${arrayLimits.join(', ')} })`;
    }
    case 'object': {
      const props = isJson(prop.properties) ? (prop.properties as Record<string, Json>) : {};
      const required = new Set(Array.isArray(prop.required) ? (prop.required as string[]) : []);
      const pad = '  '.repeat(depth + 2);
      const inner = Object.entries(props)
        .map(([k, v]) => `${pad}${PLAIN_NAME.test(k) ? k : quote(k)}: ${required.has(k) ? typeboxOf(v, undefined, depth + 1) : `Type.Optional(${typeboxOf(v, undefined, depth + 1)})`},`)
        .join('\n');
      return `Type.Object({\n${inner}\n${'  '.repeat(depth + 1)}}, { additionalProperties: false })`;
    }
    default:
      return 'Type.Unknown()';
  }
}

/** The TypeScript type of a stored value (the record interface). */
function tsTypeOf(prop: Json): string {
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return `${isJson(prop.items) ? tsTypeOf(prop.items) : 'unknown'}[]`;
    case 'object': {
      const props = isJson(prop.properties) ? (prop.properties as Record<string, Json>) : {};
      return `{ ${Object.entries(props).map(([k, v]) => `${PLAIN_NAME.test(k) ? k : quote(k)}?: ${tsTypeOf(v)}`).join('; ')} }`;
    }
    default:
      return 'unknown';
  }
}

const SAMPLE_RULE: Partial<Record<RuleName, string>> = {
  phone: '13800138000',
  email: 'visitor@example.edu.cn',
  idCard: '11010519491231002X',
  carPlate: '粤B12345',
  chinese: '示例',
  code: 'sample01',
  account: 'sample01',
  name: '示例',
  digits: '123',
  time: '1.5',
  positiveInteger: '3',
};

/** A value the field accepts, for the generated test (null: leave it out). */
function sampleOf(c: Pick<Column, 'prop' | 'rule' | 'field'>, depth = 0): unknown {
  const p = c.prop;
  if (c.field.options?.length) return c.field.options[0].value;
  if (Array.isArray(p.enum) && p.enum.length) return p.enum[0];
  const type = Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type;
  if (c.rule) return SAMPLE_RULE[c.rule] ?? null;
  switch (type) {
    case 'string': {
      if (p.format === 'date') return '2026-09-01';
      if (p.format === 'date-time') return '2026-09-01T09:00:00';
      if (p.format === 'time') return '09:00';
      if (p.format === 'email') return 'visitor@example.edu.cn';
      if (typeof p.format === 'string' || typeof p.pattern === 'string') return null;
      const max = typeof p.maxLength === 'number' ? p.maxLength : 20;
      return '示例文本'.slice(0, Math.max(1, Math.min(4, max)));
    }
    case 'integer':
    case 'number':
      return typeof p.minimum === 'number' ? p.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      if (depth < 2 && isJson(p.items) && (p.items.type === 'object' || typeof p.minItems === 'number')) {
        const item = sampleOf({ prop: p.items, rule: null, field: { ...c.field, options: undefined } }, depth + 1);
        return item === null ? [] : [item];
      }
      return [];
    case 'object': {
      const out: Json = {};
      for (const [k, v] of Object.entries(isJson(p.properties) ? (p.properties as Record<string, Json>) : {})) {
        const format = typeof v.format === 'string' && v.format.startsWith('ec-') ? v.format.slice(3) : '';
        const s = sampleOf({ prop: v, rule: isRuleName(format) ? format : null, field: { ...c.field, options: undefined } }, depth + 1);
        if (s !== null) out[k] = s;
      }
      return out;
    }
    default:
      return null;
  }
}

const SUPPORTED_ACTIONS = new Set(['create', 'edit', 'remove', 'refresh']);

/** The page schema pointing at the generated routes; actions the area does not answer are left out. */
function pageSchemaFile(page: CodegenPage, base: string, menuCode: string): PageSchema {
  const s = page.pageSchema;
  const keep = (a: ActionDef) => SUPPORTED_ACTIONS.has(a.type);
  const out: PageSchema = {
    ...s,
    id: menuCode,
    // A tree list grouped by the model's own records has no generated tree route: it becomes a list.
    kind: s.kind === 'treeList' || s.kind === 'dictionary' ? 'list' : s.kind,
    api: { list: `GET ${base}`, info: `GET ${base}/{id}`, create: `POST ${base}`, update: `PUT ${base}/{id}`, remove: `DELETE ${base}/{id}` },
  };
  delete out.tree;
  if (s.toolbar) out.toolbar = s.toolbar.filter(keep);
  if (s.rowActions) out.rowActions = s.rowActions.filter(keep);
  if (s.kind === 'report') out.api = { list: `GET ${base}` };
  return out;
}

/**
 * Pure: the files of a designed page's generated area. `migration` is the file's number (the
 * developer renumbers it into their area's range).
 */
export function generateCode(page: CodegenPage, migration = '0990'): GeneratedFile[] {
  const area = areaName(page.enCode);
  const Area = pascal(area);
  const table = `gen_${snake(area)}`;
  const base = `/api/Generated/${Area}`;
  const menuCode = `generated.${area}`;
  const cols = columnsOf(page.pageSchema);
  const model = readPageModel(page.pageSchema);
  const sortable = [...model.sortable.entries()].filter(([, f]) => cols.some((c) => c.field.vModel === f));
  const keyword = model.keywordFields.filter((f) => cols.some((c) => c.field.vModel === f && c.sqlType === 'text'));
  const title = page.fullName.replace(/[\r\n]/g, ' ');

  const recordTs = `import { Nullable, Type, epochMs, type Static } from '../kit';

/*
 * ${title} (generated from the designed page ${page.enCode}): the record as stored in ${table}.
 * One row schema types the rows, is the response schema and documents the answer at /api/docs.
 */

/** What a client may send: the fields the server does not compute or fill itself. */
export const ${Area}Body = Type.Object(
  {
${cols
  .filter((c) => !c.server)
  .map((c) => `    ${c.field.vModel}: ${c.required ? typeboxOf(c.prop, c.field.options, 1) : `Type.Optional(Nullable(${typeboxOf(c.prop, c.field.options, 1)}))`},`)
  .join('\n')}
  },
  { additionalProperties: false },
);
export type ${Area}Body = Static<typeof ${Area}Body>;

export const ${Area}Row = Type.Object({
  id: Type.String(),
${cols.map((c) => `  ${c.field.vModel}: Nullable(${typeboxOf(c.prop, c.field.options, 1)}),`).join('\n')}
  creatorUserId: Nullable(Type.String()),
  creatorTime: Type.Number(),
  lastModifyTime: Nullable(Type.Number()),
});

/** A stored ${title} record. */
export interface ${Area}Record {
  id: string;
${cols.map((c) => `  /** ${c.field.label.replace(/\*\//g, '')} */\n  ${c.field.vModel}: ${tsTypeOf(c.prop)} | null;`).join('\n')}
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export const COLUMNS = \`t.id, ${cols.map((c) => `t."${c.column}"`).join(', ')}${cols.length ? ', ' : ''}t.creator_user_id,
  \${epochMs('t.created_at')} AS creator_time, \${epochMs('t.updated_at')} AS last_modify_time\`;
export const FROM = 'FROM ${table} t';
`;

  const formulas = cols.filter((c) => c.server === 'formula' && c.field.formula);
  const bills = cols.filter((c) => c.server === 'billRule' && c.field.rule);
  const fills = cols.filter((c) => c.server === 'currentUser' || c.server === 'currentOrganize' || c.server === 'currentDepartment');
  const ruled = cols.filter((c) => c.rule && !c.server);
  const writable = cols.filter((c) => c.server !== 'billRule' && !fills.includes(c));
  const fillValue = (c: Column) => (c.server === 'currentUser' ? 'req.user.id' : c.server === 'currentOrganize' ? 'req.user.organizeId ?? null' : 'req.user.departmentId ?? null');
  const jsonValue = (c: Column, v: string) => (c.sqlType === 'jsonb' ? `${v} === undefined || ${v} === null ? null : JSON.stringify(${v})` : `${v} ?? null`);

  const routesTs = `import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
${formulas.length ? "import { evaluateFormula } from '../../contract/formula/formula';\n" : ''}import { ok } from '../http/reply';
import { say } from '../http/language';
${bills.length ? "import { issueBillNumber } from '../billRule/issue';\n" : ''}import { IdParams, Type, Where, answers, ${ruled.length ? 'assertFields, checkFields, ' : ''}envelope, listAnswer, listPage, listQuery, okNull, one, rows, typed } from '../kit';
import { COLUMNS, FROM, ${Area}Body, ${Area}Row } from './record';

// ${title}: generated from the designed page ${page.enCode}; its menu is ${menuCode}.
const MENU = '${menuCode}';
const SORTS: Record<string, string> = { ${[...sortable.map(([sidx, f]) => `${PLAIN_NAME.test(sidx) ? sidx : quote(sidx)}: 't."${snake(f)}"'`), "creatorTime: 't.created_at'"].join(', ')} };
const Created = Type.Object({ id: Type.String() });
${
  formulas.length
    ? `
/** Formula fields are the server's: recomputed from the record's own values on every save. */
function withFormulas(values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
${formulas.map((c) => `  out.${c.field.vModel} = evaluateFormula(${quote(c.field.formula!)}, out);`).join('\n')}
  return out;
}
`
    : ''
}
export default async function ${area}Routes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  app.get(
    '${base}',
    { schema: { tags: ['${Area}'], querystring: listQuery({}), response: answers(listAnswer(${Area}Row)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const where = new Where()${keyword.length ? `.keyword(req.query.keyword, [${keyword.map((f) => `'t."${snake(f)}"'`).join(', ')}])` : ''};
      return listPage(db, req.query, { row: ${Area}Row, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 't.created_at DESC, t.id', tieBreak: 't.id' });
    },
  );

  app.get(
    '${base}/:id',
    { schema: { tags: ['${Area}'], params: IdParams, response: answers(envelope(${Area}Row)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const row = await one(db, ${Area}Row, \`SELECT \${COLUMNS} \${FROM} WHERE t.id = $1\`, [req.params.id]);
      if (!row) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(row);
    },
  );

  app.post(
    '${base}',
    { schema: { tags: ['${Area}'], body: ${Area}Body, response: answers(envelope(Created)) }, config: { access: { menu: MENU, button: 'btn_add' } } },
    async (req) => {
${ruled.length ? `      assertFields(checkFields([${ruled.map((c) => `{ field: '${c.field.vModel}', rule: '${c.rule}', value: req.body.${c.field.vModel} }`).join(', ')}]));\n` : ''}      const values: Record<string, unknown> = ${formulas.length ? 'withFormulas({ ...req.body })' : '{ ...req.body }'};
${bills.map((c) => `      values.${c.field.vModel} = await issueBillNumber(db, ${quote(c.field.rule!)});`).join('\n')}${bills.length ? '\n' : ''}${fills.map((c) => `      values.${c.field.vModel} = ${fillValue(c)};`).join('\n')}${fills.length ? '\n' : ''}      const created = await rows(
        db,
        Created,
        \`INSERT INTO ${table} (${[...cols.map((c) => `"${c.column}"`), 'creator_user_id'].join(', ')})
         VALUES (${[...cols.map((c, i) => `$${i + 1}${c.sqlType === 'jsonb' ? '::jsonb' : ''}`), `$${cols.length + 1}`].join(', ')}) RETURNING id\`,
        [${cols.map((c) => jsonValue(c, `values.${c.field.vModel}`)).join(', ')}${cols.length ? ', ' : ''}req.user.id],
      );
      return ok({ id: created[0].id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '${base}/:id',
    { schema: { tags: ['${Area}'], params: IdParams, body: ${Area}Body, response: answers(okNull) }, config: { access: { menu: MENU, button: 'btn_edit' } } },
    async (req) => {
${ruled.length ? `      assertFields(checkFields([${ruled.map((c) => `{ field: '${c.field.vModel}', rule: '${c.rule}', value: req.body.${c.field.vModel} }`).join(', ')}]));\n` : ''}      const values: Record<string, unknown> = ${formulas.length ? 'withFormulas({ ...req.body })' : '{ ...req.body }'};
      // Bill numbers and the filled-in author keep their stored values.
      const changed = await rows(
        db,
        Created,
        \`UPDATE ${table} SET ${[...writable.map((c, i) => `"${c.column}" = $${i + 2}${c.sqlType === 'jsonb' ? '::jsonb' : ''}`), 'updated_at = now()'].join(', ')}
         WHERE id = $1 RETURNING id\`,
        [req.params.id${writable.map((c) => `, ${jsonValue(c, `values.${c.field.vModel}`)}`).join('')}],
      );
      if (!changed.length) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '${base}/:id',
    { schema: { tags: ['${Area}'], params: IdParams, response: answers(okNull) }, config: { access: { menu: MENU, button: 'btn_remove' } } },
    async (req) => {
      const removed = await rows(db, Created, 'DELETE FROM ${table} WHERE id = $1 RETURNING id', [req.params.id]);
      if (!removed.length) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
`;

  const indexTs = `export { default } from './routes';\n`;

  const parent = page.category ? `(SELECT id FROM module WHERE en_code = ${sqlText(page.category)} AND type = 1)` : `'-1'`;
  const migrationSql = `-- ${title} (generated from the designed page ${page.enCode}): a table of its own with typed columns.
-- Renumber this file into your area's range before committing it.
CREATE TABLE ${table} (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
${cols.map((c) => `  "${c.column}" ${c.sqlType}${c.required ? ' NOT NULL' : ''},`).join('\n')}
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX ${table}_created_idx ON ${table} (created_at DESC, id);

-- The menu the routes answer to (a built-in page, type 2) and its buttons; grant them to roles on 权限授权.
INSERT INTO module (parent_id, type, en_code, full_name, icon, url_address)
VALUES (coalesce(${parent}, '-1'), 2, ${sqlText(menuCode)}, ${sqlText(title)}, 'FormOutlined', ${sqlText(`generated/${area}`)})
ON CONFLICT (en_code) DO NOTHING;
INSERT INTO module_button (module_id, en_code, full_name, sort_code)
SELECT m.id, b.code, b.name, b.ord FROM module m,
  (VALUES ('btn_add', '新建', 0), ('btn_edit', '编辑', 1), ('btn_remove', '删除', 2)) AS b(code, name, ord)
WHERE m.en_code = ${sqlText(menuCode)}
ON CONFLICT (module_id, en_code) DO NOTHING;
`;

  const sample: Json = {};
  for (const c of cols) {
    if (c.server) continue;
    const v = sampleOf(c);
    if (v !== null && (c.required || v !== '')) sample[c.field.vModel] = v;
  }
  const textField = cols.find((c) => !c.server && c.sqlType === 'text' && !c.rule && !c.field.options && typeof sample[c.field.vModel] === 'string' && !c.prop.format);
  const badRule = ruled.find((c) => c.rule === 'phone' || c.rule === 'email' || c.rule === 'idCard');

  const testTs = `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

// ${title}: the generated area answers its list, create, read, update and delete${badRule ? ', and refuses a value its rule forbids' : ''}.
let server: TestServer;
let admin: Client;
const BASE = '${base}';
const sample = ${JSON.stringify(sample, null, 2)};

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server?.close());

describe('${title.replace(/'/g, "\\'")} (generated)', () => {
  it('creates a record, finds it in the list, edits it and deletes it', async () => {
    const created = await admin.post(BASE, sample);
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    const list = await admin.get(BASE);
    expect(list.data.list.map((r: { id: string }) => r.id)).toContain(id);
    const read = await admin.get(\`\${BASE}/\${id}\`);
    expect(read.code).toBe(200);
${Object.keys(sample).length ? `    expect(read.data).toMatchObject(sample);\n` : ''}${
    textField
      ? `    const edited = await admin.put(\`\${BASE}/\${id}\`, { ...sample, ${textField.field.vModel}: '改过' });
    expect(edited.code, edited.msg).toBe(200);
    expect((await admin.get(\`\${BASE}/\${id}\`)).data.${textField.field.vModel}).toBe('改过');
`
      : `    expect((await admin.put(\`\${BASE}/\${id}\`, sample)).code).toBe(200);
`
  }    expect((await admin.delete(\`\${BASE}/\${id}\`)).code).toBe(200);
    expect((await admin.get(\`\${BASE}/\${id}\`)).code).toBe(404);
  });
${
  badRule
    ? `
  it('refuses a bad ${badRule.field.label.replace(/'/g, '')} with the rule’s message and stores nothing', async () => {
    const before = (await admin.get(BASE)).data.pagination.total;
    const bad = await admin.post(BASE, { ...sample, ${badRule.field.vModel}: '12345' });
    expect(bad.code).toBe(400);
    expect(bad.data.map((e: { field: string }) => e.field)).toContain('${badRule.field.vModel}');
    expect((await admin.get(BASE)).data.pagination.total).toBe(before);
  });
`
    : ''
}
  it('is closed to a user without the menu', async () => {
    const teacher = await server.login('teacher');
    expect((await teacher.get(BASE)).code).toBe(403);
    expect((await teacher.post(BASE, sample)).code).toBe(403);
  });
});
`;

  const install = `# ${title}: generated code

Generated from the designed page \`${page.enCode}\` (${page.id}). To take it into the repository:

1. Register the area once in \`server/areas.ts\`:
   \`import ${area}Area from './${area}/index';\` and \`await app.register(${area}Area);\`
2. Renumber \`server/db/migrations/${migration}_${table}.sql\` into your area's range.
3. Register \`schemas/${area}.json\` in \`src/router/builtinSchemas.ts\` under \`generated/${area}\`.
4. Grant the menu \`${menuCode}\` and its buttons to roles on 权限授权.
5. \`npx vitest run --project api tests/api/${area}.test.ts\`.

Records already stored for the designed page stay in the generic record store; moving them is a
one-off \`INSERT INTO ${table} … SELECT … FROM model_record WHERE model_id = '${page.id}'\`.
`;

  return [
    { path: `schemas/${area}.json`, language: 'json', content: `${JSON.stringify(pageSchemaFile(page, base, menuCode), null, 2)}\n` },
    { path: `server/${area}/record.ts`, language: 'typescript', content: recordTs },
    { path: `server/${area}/routes.ts`, language: 'typescript', content: routesTs },
    { path: `server/${area}/index.ts`, language: 'typescript', content: indexTs },
    { path: `server/db/migrations/${migration}_${table}.sql`, language: 'sql', content: migrationSql },
    { path: `tests/api/${area}.test.ts`, language: 'typescript', content: testTs },
    { path: `server/${area}/README.md`, language: 'markdown', content: install },
  ];
}
