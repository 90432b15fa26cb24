import type { Database, Queryable } from '../db/client';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { ApiError, Code } from '../../contract/errors';
import { joinTexts, ruleText, t } from '../../contract/texts';
import { validate } from '../../contract/rules/rules';
import { Nullable, Type, assertFields, epochMs, failFields, one, rows, type FieldError, type Static } from '../kit';
import { formDataFields, readPageModel, tableNameOf } from './pageModel';
import { checkPageSchema } from './pageSchemaCheck';
import { searchTextSql } from './recordQuery';
import { withServerApi } from './pageApi';
import { checkRecordTable } from './recordTable';

/*
 * Designed pages (visual_dev) as the designer reads and writes them: the entity, its numbered
 * versions and its draft. Every save goes through saveSchema, so a plain save, a restore and an
 * import all check the schema, fill the record endpoints, keep the history and re-index the keyword
 * the same way.
 */

export const KINDS = ['list', 'treeList', 'form', 'report', 'dictionary'] as const;
export const Kind = Type.Union(KINDS.map((k) => Type.Literal(k)));

/**
 * A page schema passes through untouched: the meta-schema check (checkPageSchema) is the authority,
 * and whatever it allows that the server does not know (rjsf's keywords, a designer's own keys) is
 * stored and answered as written, in the order written.
 */
export const PageSchemaValue = Type.Unsafe<PageSchema>(Type.Object({}, { additionalProperties: true }));

const FieldRow = Type.Object({ vModel: Type.String(), label: Type.String(), type: Type.String() });

export const VisualDevRow = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  type: Kind,
  category: Type.String(),
  state: Type.Integer(),
  description: Type.String(),
  sortCode: Type.Integer(),
  tableName: Nullable(Type.String()),
  fields: Type.Array(FieldRow),
  creatorUserId: Nullable(Type.String()),
  creatorUser: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Nullable(Type.Number()),
  version: Type.Integer(),
});

export const Draft = Type.Object({ pageSchema: PageSchemaValue, savedTime: Type.Number(), savedUser: Type.String() });

export const VisualDevEntity = Type.Object({ ...VisualDevRow.properties, pageSchema: PageSchemaValue, draft: Nullable(Draft) });
export type VisualDevEntity = Static<typeof VisualDevEntity>;

export const VISUAL_DEV_COLUMNS = `v.id, v.full_name, v.en_code, v.type, v.category, v.state, coalesce(v.description, '') AS description, v.sort_code,
  v.table_name, v.fields, v.creator_user_id, coalesce(u.real_name, '') AS creator_user, ${epochMs('v.created_at')} AS creator_time,
  ${epochMs('v.updated_at')} AS last_modify_time, v.version`;
export const VISUAL_DEV_FROM = 'FROM visual_dev v LEFT JOIN users u ON u.id = v.creator_user_id';

const EntityRow = Type.Object({
  ...VisualDevRow.properties,
  pageSchema: PageSchemaValue,
  draftSchema: Nullable(PageSchemaValue),
  draftSavedAt: Nullable(Type.Number()),
  draftUser: Nullable(Type.String()),
});

export async function findEntity(db: Queryable, id: string): Promise<VisualDevEntity> {
  const r = await one(
    db,
    EntityRow,
    `SELECT ${VISUAL_DEV_COLUMNS}, v.page_schema, v.draft AS draft_schema, ${epochMs('v.draft_saved_at')} AS draft_saved_at, d.real_name AS draft_user
       ${VISUAL_DEV_FROM} LEFT JOIN users d ON d.id = v.draft_user_id WHERE v.id = $1`,
    [id],
  );
  if (!r) throw new ApiError(Code.NotFound, t('notFound'));
  const { draftSchema, draftSavedAt, draftUser, ...entity } = r;
  return { ...entity, draft: draftSchema ? { pageSchema: draftSchema, savedTime: draftSavedAt ?? 0, savedUser: draftUser ?? '' } : null };
}

/** What a save names besides the schema (spec §7's entity). */
export interface EntityInput {
  fullName: string;
  enCode: string;
  type?: PageSchema['kind'];
  category?: string;
  state?: number;
  description?: string | null;
  sortCode?: number;
}

/** §5 rules on the entity's name and code, every failing field at once. */
export function checkEntity(input: EntityInput) {
  const errors: FieldError[] = [];
  const name = validate('name', input.fullName);
  if (name) errors.push({ field: 'fullName', message: ruleText(name) });
  const code = validate('code', input.enCode);
  if (code) errors.push({ field: 'enCode', message: ruleText(code) });
  assertFields(errors);
}

/** The meta-schema and the parts records depend on; problems are answered at their JSON pointer. */
export function checkSchema(schema: PageSchema, type: PageSchema['kind'] | undefined) {
  const problems = checkPageSchema(schema);
  if (!problems.length && type && schema.kind !== type) {
    problems.push({ path: '/kind', message: `must equal the type '${type}'` });
  }
  if (problems.length) {
    const list = problems.slice(0, 3).map((p) => `${p.path} ${p.message}`);
    throw new ApiError(Code.BadRequest, t('pageSchemaProblems', { problems: joinTexts(list) }), problems);
  }
}

const Found = Type.Object({ id: Type.String() });

export async function ensureCodeFree(db: Queryable, enCode: string, exceptId: string | null) {
  const clash = await rows(db, Found, `SELECT id FROM visual_dev WHERE lower(en_code) = lower($1) AND id <> coalesce($2, '')`, [enCode, exceptId]);
  if (clash.length) failFields([{ field: 'enCode', message: t('visualDevCodeExists') }]);
}

/** A schema as stored for page `id`: checked (with its record endpoints filled) and ready to write. */
export function storedSchema(id: string, schema: PageSchema, type?: PageSchema['kind']): PageSchema {
  // The endpoints are filled before the check: a client that sends none still saves a valid page.
  const filled = typeof schema.kind === 'string' ? withServerApi(schema, id) : schema;
  checkSchema(filled, type);
  return filled;
}

const VersionNo = Type.Object({ version: Type.Integer() });

/**
 * Writes a new version of page `id` (already checked by storedSchema): the entity columns, the
 * next version number in the history, the draft cleared, and every record's keyword text when the
 * searchable fields change. Records themselves are never touched: a removed field's values stay in
 * `model_record.data`, an added field is simply absent until someone fills it.
 */
export async function saveSchema(
  database: Database,
  id: string,
  input: EntityInput & { pageSchema: PageSchema; note?: string },
  userId: string,
  before: VisualDevEntity,
): Promise<number> {
  const model = readPageModel(input.pageSchema);
  return database.transaction(async (tx) => {
    await checkRecordTable(tx, input.pageSchema);
    // Pages saved before versions existed have no history row yet: their current schema becomes it.
    await tx.query(
      `INSERT INTO visual_dev_version (model_id, version, note, page_schema, creator_user_id, created_at)
       SELECT id, version, '', page_schema, coalesce(last_modify_user_id, creator_user_id), coalesce(updated_at, created_at) FROM visual_dev WHERE id = $1
       ON CONFLICT DO NOTHING`,
      [id],
    );
    const next = await one(
      tx,
      VersionNo,
      `UPDATE visual_dev SET full_name = $2, en_code = $3, type = $4, category = $5, state = $6, description = $7, sort_code = $8,
          page_schema = $9, table_name = $10, fields = $11, last_modify_user_id = $12, updated_at = now(), version = version + 1,
          draft = NULL, draft_saved_at = NULL, draft_user_id = NULL
        WHERE id = $1 RETURNING version`,
      [
        id, input.fullName, input.enCode, input.pageSchema.kind, input.category ?? before.category, input.state ?? before.state,
        input.description === undefined ? before.description || null : input.description, input.sortCode ?? before.sortCode,
        JSON.stringify(input.pageSchema), tableNameOf(input.enCode), JSON.stringify(formDataFields(model)), userId,
      ],
    );
    const version = next!.version;
    await tx.query(
      `INSERT INTO visual_dev_version (model_id, version, note, page_schema, creator_user_id) VALUES ($1, $2, $3, $4, $5)`,
      [id, version, input.note ?? '', JSON.stringify(input.pageSchema), userId],
    );
    // The keyword searches a stored text; when the searchable fields change, every record's text follows.
    const oldKeywords = readPageModel(before.pageSchema).keywordFields.join('\u0000');
    if (oldKeywords !== model.keywordFields.join('\u0000')) {
      await tx.query(`UPDATE model_record SET search_text = ${searchTextSql('data', '$2')} WHERE model_id = $1`, [id, model.keywordFields]);
    }
    return version;
  });
}

/** A new page: the entity and its first version, under an id chosen here so the schema can name it. */
export async function createPage(
  database: Database,
  id: string,
  input: EntityInput & { pageSchema: PageSchema; note?: string },
  userId: string,
): Promise<void> {
  const model = readPageModel(input.pageSchema);
  await database.transaction(async (tx) => {
    await checkRecordTable(tx, input.pageSchema);
    await tx.query(
      `INSERT INTO visual_dev (id, full_name, en_code, type, category, state, description, sort_code, page_schema, table_name, fields, creator_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id, input.fullName, input.enCode, input.pageSchema.kind, input.category ?? '', input.state ?? 0, input.description ?? null,
        input.sortCode ?? 0, JSON.stringify(input.pageSchema), tableNameOf(input.enCode), JSON.stringify(formDataFields(model)), userId,
      ],
    );
    await tx.query(`INSERT INTO visual_dev_version (model_id, version, note, page_schema, creator_user_id) VALUES ($1, 1, $2, $3, $4)`, [
      id, input.note ?? '', JSON.stringify(input.pageSchema), userId,
    ]);
  });
}
