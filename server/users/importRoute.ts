import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { canUse } from '../permission/access';
import { USER_MENU } from './userRecords';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { Type, answers, envelope, rows, typed, type Static } from '../kit';

/** Rows one import may carry (the users screen reads them from a spreadsheet in the browser). */
const IMPORT_MAX_ROWS = 1000;

// A Map: a cell reading 'constructor' must not find Object's own members.
const GENDERS = new Map<string, number>([['男', 1], ['女', 2], ['保密', 3], ['1', 1], ['2', 2], ['3', 3]]);

const Row = Type.Record(Type.String(), Type.Unknown());
type Row = Static<typeof Row>;
const Id = Type.Object({ id: Type.String() });

/** A refused row's field errors, already in the caller's language (the create answered them so). */
const RowError = Type.Object({ field: Type.String(), message: Type.String() });
type RowError = Static<typeof RowError>;
const ImportAnswer = Type.Object({
  total: Type.Integer(),
  accepted: Type.Integer(),
  refused: Type.Array(Type.Object({ row: Type.Integer(), errors: Type.Array(RowError) })),
});

/** What the create endpoint answered for one row. */
interface CreateAnswer {
  code?: number;
  msg?: string;
  data?: unknown;
}

/**
 * A spreadsheet row as the create endpoint takes it: cells arrive as text, so the gender may be its
 * label (男) and the organisation its name (城东第一中学); numbers typed as text become numbers. Unknown
 * columns go through unchanged, so the create's own schema refuses them like it refuses any body.
 */
async function toUserInput(app: FastifyInstance, row: Row, orgByName: Map<string, string | null>): Promise<Row> {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (v === null || v === undefined || v === '') continue;
    out[k] = typeof v === 'string' ? v.trim() : v;
  }
  if (out.gender !== undefined && GENDERS.has(String(out.gender))) out.gender = GENDERS.get(String(out.gender));
  for (const k of ['mobile', 'account', 'password']) if (typeof out[k] === 'number') out[k] = String(out[k]);
  if (typeof out.sortCode === 'string' && /^\d+$/.test(out.sortCode)) out.sortCode = Number(out.sortCode);
  if (typeof out.organizeId === 'string') {
    const name = out.organizeId;
    if (!orgByName.has(name)) {
      // An id stays an id; a name that names exactly one organisation becomes its id.
      const found = await rows(app.database, Id, 'SELECT id FROM organize WHERE id = $1 OR full_name = $1 LIMIT 2', [name]);
      orgByName.set(name, found.length === 1 ? found[0].id : null);
    }
    const id = orgByName.get(name);
    if (id) out.organizeId = id;
  }
  return out;
}

const isRowError = (e: unknown): e is RowError => !!e && typeof e === 'object' && 'field' in e;

/** The refused create's field errors: their messages arrive already in the caller's language. */
function errorsOf(body: CreateAnswer, fallback: string): RowError[] {
  if (Array.isArray(body.data) && body.data.every(isRowError)) return body.data.map((e) => ({ field: String(e.field), message: String(e.message) }));
  return [{ field: '', message: body.msg || fallback }];
}

/**
 * POST /api/Permission/Users/Actions/Import {list:[rows]} → {total, accepted, refused:[{row, errors}]}.
 * Each row goes through the create endpoint itself (same §5 checks, data permission, account
 * uniqueness, roles the caller may hand out, operation log), so an import can never store a user a
 * create would refuse. Rows are numbered as in the spreadsheet: the header is row 1.
 */
export default async function userImportRoute(instance: FastifyInstance) {
  const app = typed(instance);
  app.post(
    '/api/Permission/Users/Actions/Import',
    {
      schema: {
        tags: ['Users'],
        summary: '导入用户（每行按新建用户校验；被拒绝的行不保存）',
        body: Type.Object({ list: Type.Array(Row, { maxItems: IMPORT_MAX_ROWS }) }),
        response: answers(envelope(ImportAnswer)),
      },
      config: { access: { menu: USER_MENU, button: 'btn_import' } },
    },
    async (req) => {
      // Importing creates users: without the right to create, nothing is imported at all.
      if (!canUse(req.userAccess, USER_MENU, 'btn_add')) throw new ApiError(Code.Forbidden, t('forbidden'));
      const { list } = req.body;
      const orgByName = new Map<string, string | null>();
      const refused: Static<typeof ImportAnswer>['refused'] = [];
      let accepted = 0;
      for (const [i, raw] of list.entries()) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/Permission/Users',
          headers: {
            authorization: req.headers.authorization ?? '',
            'accept-language': req.headers['accept-language'] ?? '',
            'content-type': 'application/json',
          },
          // A row without a password is refused (an import answers no one-time passwords to hand out).
          payload: JSON.stringify({ password: '', ...(await toUserInput(app, raw, orgByName)) }),
        });
        const body = res.json<CreateAnswer>();
        if (body.code === 200) accepted++;
        else refused.push({ row: i + 2, errors: errorsOf(body, say(req, 'requestFailed')) });
      }
      const msg = say(req, accepted ? 'importResult' : 'importFailed', { accepted, refused: refused.length });
      return ok({ total: list.length, accepted, refused }, msg);
    },
  );
}
