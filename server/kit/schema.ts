import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

/**
 * Route schemas for every area. Request schemas type the handler's `req.body/query/params`;
 * response schemas type what the handler returns, document it in OpenAPI (`/api/docs`) and let
 * fast-json-stringify serialise it. A response schema drops every field it does not name, so a
 * row schema names everything the client reads.
 */
export { Type, type Static };

/** The app with TypeBox schemas as types: `const app = typed(instance)` at the top of an area. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/** `T | null`: fast-json-stringify writes a non-nullable string as "" and an integer as 0. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The answer every route gives (spec §3): `{code, msg, data: T}`. */
export const envelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), msg: Type.String(), data });

export const Pagination = Type.Object({ currentPage: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() });

/** A paged list answer: `data.list` of `row`, `data.pagination`. */
export const listAnswer = <T extends TSchema>(row: T) => envelope(Type.Object({ list: Type.Array(row), pagination: Pagination }));

/** An unpaged list answer: `data.list` of `row` (pickers, trees). */
export const listOnly = <T extends TSchema>(row: T) => envelope(Type.Object({ list: Type.Array(row) }));

/** A write's answer: `data` null. */
export const okNull = envelope(Type.Null());

/** A create's answer: `data.id`. */
export const okId = envelope(Type.Object({ id: Type.String() }));

/** The common list query (spec §7): paging, keyword, whitelisted sort; `n` is the client's cache breaker. */
export const listQueryProperties = {
  currentPage: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  sidx: Type.Optional(Type.String({ maxLength: 64 })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC'), Type.Literal('')])),
  n: Type.Optional(Type.Unknown()),
};

/** The common list query plus an area's own filters. */
export const listQuery = <P extends TProperties>(extra: P) => Type.Object({ ...listQueryProperties, ...extra });

export const ListQuery = listQuery({});
export type ListQuery = Static<typeof ListQuery>;

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Response schemas keyed by status: only 200 is described; errors keep the plain envelope. */
export const answers = <T extends TObject>(ok: T) => ({ 200: ok });
