import type { FastifyInstance } from 'fastify';
import { zipSync, strToU8 } from 'fflate';
import { ok } from '../http/reply';
import { IdParams, Type, answers, listOnly, typed } from '../kit';
import { findEntity } from '../visualDev/designStore';
import { areaName, generateCode } from './generate';

/*
 * 代码生成 (generator.webForm): a designed page as source files, previewed or downloaded as a zip.
 * Reading a page's code is reading its design, so only holders of the generator menu get it; the
 * download is its own button.
 */

const GENERATOR_MENU = 'generator.webForm';
const tags = ['VisualDevelopment'];

const FileRow = Type.Object({ path: Type.String(), language: Type.String(), content: Type.String() });
const EmptyBody = Type.Object({}, { additionalProperties: false });

export default async function codegenRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  app.post(
    '/api/VisualDevelopment/:id/Actions/CodePreview',
    { schema: { tags, summary: '生成代码预览（文件树与内容）', params: IdParams, body: Type.Optional(EmptyBody), response: answers(listOnly(FileRow)) }, config: { access: { menu: GENERATOR_MENU } } },
    async (req) => ok({ list: generateCode(await findEntity(db, req.params.id)) }),
  );

  app.post(
    '/api/VisualDevelopment/:id/Actions/DownloadCode',
    { schema: { tags, summary: '下载生成的代码（zip）', params: IdParams, body: Type.Optional(EmptyBody) }, config: { access: { menu: GENERATOR_MENU, button: 'btn_download' } } },
    async (req, reply) => {
      const page = await findEntity(db, req.params.id);
      const files = generateCode(page);
      const zip = zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.content)])), { level: 6 });
      const name = `${areaName(page.enCode)}.zip`;
      // The console's client speaks envelopes only (Accept: application/json): it gets the zip in base64.
      const accept = String(req.headers.accept ?? '');
      if (/application\/json/i.test(accept) && !/zip|\*\/\*/i.test(accept)) return ok({ name, content: Buffer.from(zip).toString('base64') });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(zip));
    },
  );
}
