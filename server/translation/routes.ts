import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import ExcelJS from 'exceljs';
import { ApiError, Code } from '../../contract/errors';
import { setTextOverrides, t, type TextKey } from '../../contract/texts';
import { ok, page, paging } from '../http/reply';
import { say } from '../http/language';
import { Type, answers, bytesAnswer, envelope, failFields, listAnswer, okNull, rows, typed } from '../kit';
import { checkZipBudget } from '../visualDev/zipBudget';
import { LANGS, importedChanges, overrideKey, pageEntries, placeholders, serverEntries, withOverrides, type Entry, type OverrideLang, type Overrides } from './catalogue';

const MENU = 'system.language';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SCHEMA_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

const EntryRow = Type.Object({
  source: Type.String(),
  sourceName: Type.String(),
  key: Type.String(),
  zh: Type.String(),
  zhtw: Type.String(),
  en: Type.String(),
  overridden: Type.Array(Type.String()),
  missing: Type.Array(Type.String()),
});

const Stored = Type.Object({ source: Type.String(), key: Type.String(), lang: Type.Union([Type.Literal('zhtw'), Type.Literal('en')]), value: Type.String() });
/** Rows a client read from the spreadsheet itself: `{ list: [{source, key, zhtw, en}] }`. */
const ImportList = Type.Object({
  list: Type.Array(Type.Object({ source: Type.String(), key: Type.String(), zhtw: Type.Optional(Type.String()), en: Type.Optional(Type.String()) }), { maxItems: 20_000 }),
});
type SheetRow = { source: string; key: string; zhtw: string; en: string };

function jsonRows(body: unknown): SheetRow[] {
  if (!Value.Check(ImportList, body)) throw new ApiError(Code.BadRequest, t('importFileRequired'));
  return body.list.map((r) => ({ source: r.source, key: r.key, zhtw: r.zhtw ?? '', en: r.en ?? '' }));
}

/** The uploaded workbook (the export's columns: source, key, zh, zhtw, en), its first 20,000 rows. */
async function uploadedRows(req: FastifyRequest): Promise<SheetRow[]> {
  const file = await req.file();
  if (!file || !/\.xlsx$/i.test(file.filename)) throw new ApiError(Code.BadRequest, t('importFileRequired'));
  const buffer = await file.toBuffer();
  // The unpacked size is checked before the workbook is opened (a zip bomb stays closed).
  if ((await checkZipBudget(buffer, 40 * 1024 * 1024)) !== 'ok') throw new ApiError(Code.BadRequest, t('importTemplateInvalid'));
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ApiError(Code.BadRequest, t('importTemplateInvalid'));
  }
  const ws = wb.worksheets[0];
  const header = (ws?.getRow(1).values as unknown[] | undefined)?.map((v) => String(v ?? '').trim()) ?? [];
  const col = (name: string) => header.indexOf(name);
  if (col('source') < 1 || col('key') < 1) throw new ApiError(Code.BadRequest, t('importTemplateInvalid'));
  const cell = (row: ExcelJS.Row, name: string) => (col(name) < 1 ? '' : String(row.getCell(col(name)).text ?? ''));
  const out: SheetRow[] = [];
  ws.eachRow((row, n) => {
    if (n > 1 && n <= 20_001) out.push({ source: cell(row, 'source'), key: cell(row, 'key'), zhtw: cell(row, 'zhtw'), en: cell(row, 'en') });
  });
  return out;
}

const DesignedPage = Type.Object({ id: Type.String(), fullName: Type.String(), pageSchema: Type.Unknown() });

/** The built-in page schemas (schemas/*.json), read once: they change only with a new build. */
function builtinPageEntries(): Entry[] {
  const out: Entry[] = [];
  for (const file of fs.readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.json') && f !== 'page.schema.json').sort()) {
    const schema = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as { title?: { zh?: string } };
    out.push(...pageEntries(schema, schema.title?.zh ?? file));
  }
  return out;
}

export default async function translationRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['Translation'];
  const builtin = builtinPageEntries();
  let overrides: Overrides = new Map();

  const reload = async () => {
    const next: Overrides = new Map();
    for (const r of await rows(db, Stored, 'SELECT source, key, lang, value FROM sys_translation')) {
      const k = overrideKey(r.source, r.key);
      next.set(k, { ...next.get(k), [r.lang]: r.value });
    }
    overrides = next;
  };
  await reload();
  setTextOverrides((key: TextKey) => overrides.get(overrideKey('server', key)));
  app.events.on('translationsChanged', () => {
    reload().catch((err) => app.log.error({ err }, 'translations: reloading the overrides failed'));
  });
  app.addHook('onClose', async () => setTextOverrides(null));

  /** Every text: the server catalogue, the built-in pages, the designed pages. */
  const catalogue = async (): Promise<Entry[]> => {
    const designed = await rows(db, DesignedPage, `SELECT id, full_name, page_schema FROM visual_dev WHERE page_schema IS NOT NULL ORDER BY full_name, id`);
    const pages = designed.flatMap((d) => (d.pageSchema && typeof d.pageSchema === 'object' ? pageEntries({ ...(d.pageSchema as object), id: d.id }, d.fullName) : []));
    return [...serverEntries(), ...builtin, ...pages];
  };

  const saved = async (changes: { source: string; key: string; lang: OverrideLang; value: string }[], userId: string) => {
    if (!changes.length) return;
    await db.query(
      `INSERT INTO sys_translation (source, key, lang, value, updated_by)
       SELECT s, k, l, v, $5 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS x(s, k, l, v)
       ON CONFLICT (source, key, lang) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [changes.map((c) => c.source), changes.map((c) => c.key), changes.map((c) => c.lang), changes.map((c) => c.value), userId],
    );
    await reload();
    app.events.broadcast?.('translationsChanged', { at: Date.now() });
  };

  app.get(
    '/api/System/Translation',
    {
      schema: {
        tags,
        summary: '全部文本（服务端目录、页面）的三种语言；missing 标出缺少的翻译',
        querystring: Type.Object({
          currentPage: Type.Integer({ minimum: 1, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          source: Type.Optional(Type.Union([Type.Literal('server'), Type.Literal('page')])),
          missing: Type.Optional(Type.Boolean()),
          n: Type.Optional(Type.Unknown()),
        }),
        response: answers(listAnswer(EntryRow)),
      },
      config: { access: { menu: MENU } },
    },
    async (req) => {
      const q = req.query;
      const word = q.keyword?.trim().toLowerCase();
      const all = withOverrides(await catalogue(), overrides).filter(
        (e) =>
          (!q.source || (q.source === 'server' ? e.source === 'server' : e.source.startsWith('page:'))) &&
          (!q.missing || e.missing.length > 0) &&
          (!word || [e.key, e.zh, e.zhtw, e.en, e.sourceName].some((v) => v.toLowerCase().includes(word))),
      );
      const { currentPage, pageSize, offset } = paging(q);
      return page(all.slice(offset, offset + pageSize), currentPage, pageSize, all.length);
    },
  );

  app.put(
    '/api/System/Translation',
    {
      schema: {
        tags,
        summary: '修改一条文本的繁体或英文（空串恢复原文）；立即生效',
        body: Type.Object(
          { source: Type.String({ maxLength: 200 }), key: Type.String({ maxLength: 500 }), zhtw: Type.Optional(Type.String({ maxLength: 2000 })), en: Type.Optional(Type.String({ maxLength: 2000 })) },
          { additionalProperties: false },
        ),
        response: answers(okNull),
      },
      config: { access: { menu: MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const b = req.body;
      const entry = (await catalogue()).find((e) => e.source === b.source && e.key === b.key);
      if (!entry) throw new ApiError(Code.NotFound, t('notFound'));
      const changes: { source: string; key: string; lang: OverrideLang; value: string }[] = [];
      const cleared: OverrideLang[] = [];
      for (const lang of LANGS) {
        const v = b[lang];
        if (v === undefined) continue;
        if (!v.trim()) cleared.push(lang);
        else if (entry.source === 'server' && placeholders(v).join() !== placeholders(entry.zh).join()) {
          failFields([{ field: lang, message: t('translationPlaceholders', { names: placeholders(entry.zh).map((p) => `{${p}}`).join(' ') || '—' }) }]);
        } else changes.push({ source: b.source, key: b.key, lang, value: v.trim() });
      }
      if (cleared.length) {
        await db.query('DELETE FROM sys_translation WHERE source = $1 AND key = $2 AND lang = ANY($3::text[])', [b.source, b.key, cleared]);
        if (!changes.length) {
          await reload();
          app.events.broadcast?.('translationsChanged', { at: Date.now() });
        }
      }
      await saved(changes, req.user.id);
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  // The console merges these into page schemas when it opens a page (src/pages/system/language/overrides.ts).
  app.get(
    '/api/System/Translation/Overrides',
    {
      schema: {
        tags,
        summary: '页面文本的改动（按页面 id：zhtw / en，以中文为键）',
        response: answers(envelope(Type.Record(Type.String(), Type.Object({ zhtw: Type.Record(Type.String(), Type.String()), en: Type.Record(Type.String(), Type.String()) })))),
      },
      config: { access: 'login' },
    },
    async () => {
      const out: Record<string, { zhtw: Record<string, string>; en: Record<string, string> }> = {};
      for (const [k, v] of overrides) {
        const [source, key] = k.split('\u0000');
        if (!source.startsWith('page:')) continue;
        const id = source.slice(5);
        out[id] ??= { zhtw: {}, en: {} };
        for (const lang of LANGS) if (v[lang] !== undefined) out[id][lang][key] = v[lang]!;
      }
      return ok(out);
    },
  );

  app.get(
    '/api/System/Translation/Actions/Export',
    { schema: { tags, summary: '导出全部文本为 Excel（来源、键、简体、繁体、英文）', response: bytesAnswer }, config: { access: { menu: MENU } } },
    async (_req, reply) => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('translations');
      ws.columns = [
        { header: 'source', key: 'source', width: 28 },
        { header: 'key', key: 'key', width: 32 },
        { header: 'zh', key: 'zh', width: 40 },
        { header: 'zhtw', key: 'zhtw', width: 40 },
        { header: 'en', key: 'en', width: 48 },
      ];
      ws.getRow(1).font = { bold: true };
      for (const e of withOverrides(await catalogue(), overrides)) ws.addRow({ source: e.source, key: e.key, zh: e.zh, zhtw: e.zhtw, en: e.en });
      const buffer = Buffer.from(await wb.xlsx.writeBuffer());
      return reply.type(XLSX).header('Content-Disposition', `attachment; filename="translations.xlsx"`).send(buffer);
    },
  );

  // Only the import takes a multipart body: the plugin stays in a scope of its own.
  await app.register(async (scope) => {
    const { default: multipart } = await import('@fastify/multipart');
    await scope.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5 } });
    registerImport(typed(scope));
  });

  function registerImport(upload: ReturnType<typeof typed>) {
    upload.post(
      '/api/System/Translation/Actions/Import',
      {
        schema: {
          tags,
          summary: '导入 Excel（导出的格式，multipart 字段 file）或 JSON { list }：只写与现有不同的繁体、英文单元格',
          response: answers(envelope(Type.Object({ changed: Type.Integer(), unknown: Type.Integer(), refused: Type.Integer() }))),
        },
        config: { access: { menu: MENU, button: 'btn_edit' } },
      },
      async (req) => {
        const sheetRows = req.isMultipart() ? await uploadedRows(req) : jsonRows(req.body);
        const current = new Map(withOverrides(await catalogue(), overrides).map((e) => [overrideKey(e.source, e.key), e]));
        const { changes, unknown, refused } = importedChanges(sheetRows, current);
        await saved(changes, req.user.id);
        return ok({ changed: changes.length, unknown, refused }, say(req, 'translationImported', { n: changes.length }));
      },
    );
  }
}
