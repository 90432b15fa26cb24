import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../../contract/errors';
import { t } from '../../../contract/texts';
import { ok } from '../../http/reply';
import { Type, answers, bytesAnswer, contentDisposition, listOnly, typed } from '../../kit';
import { samples } from './samples';

/* 文件预览: the sample files the page previews (uploads are previewed in the browser, never stored). */

const MENU = 'extend.preview';
const SampleRow = Type.Object({ name: Type.String(), kind: Type.String(), size: Type.Integer() });

export default async function previewRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['Extend'];
  app.get(
    '/api/Extend/Preview/Samples',
    { schema: { tags, summary: '文件预览：示例文件', response: answers(listOnly(SampleRow)) }, config: { access: { menu: MENU } } },
    async () => ok({ list: (await samples()).map((s) => ({ name: s.name, kind: s.kind, size: s.bytes.length })) }),
  );
  app.get(
    '/api/Extend/Preview/Samples/:name',
    { schema: { tags, summary: '文件预览：一个示例文件的内容', params: Type.Object({ name: Type.String({ maxLength: 100 }) }), response: bytesAnswer }, config: { access: { menu: MENU } } },
    async (req, reply) => {
      const s = (await samples()).find((x) => x.name === req.params.name);
      if (!s) throw new ApiError(Code.NotFound, t('notFound'));
      return reply.type(s.type).header('Cache-Control', 'private, max-age=3600').header('Content-Disposition', contentDisposition('inline', s.name)).send(s.bytes);
    },
  );
}
