import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { Type, answers, bytesAnswer, envelope, listOnly, typed } from '../kit';
import { chinaGeometry } from '../dataMap/geometry';
import { DISTRICT_CENTRE } from '../dataMap/place';
import { aggregate, aggregates } from './registry';
import { mayReadAggregate, readAggregate } from './read';
import './builtin';

const tags = ['Aggregate'];
const Point = Type.Object({ name: Type.String(), value: Type.Number(), lng: Type.Optional(Type.Number()), lat: Type.Optional(Type.Number()) });
const KeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }) });
export default async function aggregateRoutes(instance: FastifyInstance) {
  const app = typed(instance);

  app.get(
    '/api/Aggregate',
    {
      schema: { tags, summary: '可用的内置统计（门户、大屏、报表的数据来源）', response: answers(listOnly(Type.Object({ key: Type.String(), title: Type.String() }))) },
      config: { access: 'login' },
    },
    async (req) => ok({ list: aggregates().filter((d) => mayReadAggregate(req, d)).map((d) => ({ key: d.key, title: say(req, d.title) })) }),
  );

  app.get(
    '/api/Aggregate/:key',
    {
      schema: {
        tags,
        summary: '内置统计：按调用者的数据权限计算（data.list: name, value）',
        params: KeyParams,
        response: answers(envelope(Type.Object({ key: Type.String(), title: Type.String(), list: Type.Array(Point) }))),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const list = await readAggregate(req, req.params.key);
      return ok({ key: req.params.key, title: say(req, aggregate(req.params.key)!.title), list });
    },
  );

  // A screen's map item: the same shipped outlines as 数据地图, for anyone signed in (they are
  // public geography; the figures drawn on them come through the aggregates above).
  app.get(
    '/api/Aggregate/Map/Geometry',
    { schema: { tags, summary: '地图轮廓（中国各省 GeoJSON）与本区中心', response: bytesAnswer }, config: { access: 'login' } },
    async (_req, reply) =>
      reply.header('Cache-Control', 'private, max-age=86400').type('application/json').send(`{"code":200,"msg":"Success","data":{"centre":${JSON.stringify(DISTRICT_CENTRE)},"geometry":${chinaGeometry()}}}`),
  );
}
