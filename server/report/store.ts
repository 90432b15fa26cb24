import { ApiError, Code } from '../../contract/errors';
import { t, type TextKey } from '../../contract/texts';
import type { ReportDefinition } from '../../contract/report/definition';
import { checkDefinition, type ReportProblem } from '../../contract/report/validate';
import type { Database, Queryable } from '../db/client';
import { Type, epochMs, failFields, one } from '../kit';

export const ReportRow = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  category: Type.String(),
  description: Type.String(),
  version: Type.Integer(),
  sortCode: Type.Integer(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export const ReportDetail = Type.Object({ ...ReportRow.properties, definition: Type.Unknown() });
export const COLUMNS = `d.id, d.full_name, d.en_code, d.category, d.description, d.version, d.sort_code, ${epochMs('d.created_at')} AS creator_time,
  CASE WHEN d.updated_at IS NULL THEN NULL ELSE ${epochMs('d.updated_at')} END AS last_modify_time`;
export const FROM = 'FROM data_report d';

const PROBLEM_TEXT: Record<ReportProblem['kind'], TextKey> = {
  shape: 'reportShape',
  unknownField: 'reportFieldUnknown',
  duplicateField: 'reportDuplicateField',
  duplicateBlock: 'reportDuplicateBlock',
  noMeasure: 'reportNoMeasure',
  noDimension: 'reportNoDimension',
};

/** The save check: every problem at once, each on its JSON path under `definition`. */
export function assertDefinition(v: unknown): ReportDefinition {
  const problems = checkDefinition(v);
  if (problems.length) {
    failFields(problems.map((p) => ({ field: p.path ? `definition/${p.path}` : 'definition', message: t(PROBLEM_TEXT[p.kind], { name: p.name ?? '', path: p.path || '/' }) })));
  }
  return v as ReportDefinition;
}

export async function findReport(db: Queryable, id: string) {
  const row = await one(db, ReportDetail, `SELECT ${COLUMNS}, d.definition ${FROM} WHERE d.id = $1`, [id]);
  if (!row) throw new ApiError(Code.NotFound, t('notFound'));
  return { ...row, definition: row.definition as ReportDefinition };
}

/** Saves a definition as the next version (the report row and its history in one transaction). */
export async function saveVersion(db: Database, id: string, def: ReportDefinition, userId: string, head?: { fullName: string; enCode: string; category: string; description: string; sortCode: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: number }>(
      head
        ? `UPDATE data_report SET definition = $2::jsonb, version = version + 1, updated_at = now(), full_name = $3, en_code = $4, category = $5, description = $6, sort_code = $7 WHERE id = $1 RETURNING version`
        : `UPDATE data_report SET definition = $2::jsonb, version = version + 1, updated_at = now() WHERE id = $1 RETURNING version`,
      head ? [id, JSON.stringify(def), head.fullName, head.enCode, head.category, head.description, head.sortCode] : [id, JSON.stringify(def)],
    );
    if (!row) throw new ApiError(Code.NotFound, t('notFound'));
    await tx.query('INSERT INTO data_report_version (report_id, version, definition, creator_user_id) VALUES ($1, $2, $3::jsonb, $4)', [id, row.version, JSON.stringify(def), userId]);
    return row.version;
  });
}

export async function insertReport(db: Database, b: { id?: string; fullName: string; enCode: string; category: string; description: string; sortCode: number }, def: ReportDefinition, userId: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO data_report (id, full_name, en_code, category, description, definition, sort_code, creator_user_id)
       VALUES (coalesce($1, gen_random_uuid()::text), $2, $3, $4, $5, $6::jsonb, $7, $8) RETURNING id`,
      [b.id ?? null, b.fullName, b.enCode, b.category, b.description, JSON.stringify(def), b.sortCode, userId],
    );
    await tx.query('INSERT INTO data_report_version (report_id, version, definition, creator_user_id) VALUES ($1, 1, $2::jsonb, $3)', [row.id, JSON.stringify(def), userId]);
    return row.id;
  });
}
