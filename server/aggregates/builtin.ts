import { Type, rows } from '../kit';
import { SUBJECTS } from '../visualDev/seedModels/score';
import { placeSchools } from '../dataMap/place';
import { registerAggregate, type AggregateContext } from './registry';

/*
 * The built-in aggregates of issue 16: what heads of schools and bureaus look at. Each follows the
 * grant and the data permission of the screen that shows the same rows, so a card never tells more
 * than the list behind it would.
 */

const Point = Type.Object({ name: Type.String(), value: Type.Number() });
const SchoolPoint = Type.Object({ name: Type.String(), enCode: Type.String(), value: Type.Number() });

// A school: an organisation of category company below the bureau (as 数据地图 counts them).
const SCHOOL = `s.category = 'company' AND s.parent_id <> '-1' AND s.enabled_mark = 1`;

/** Rows counted by the school their organisation sits under; `join` joins the counted table to organisation `o`. */
async function perSchool(ctx: AggregateContext, join: string, scopeCols: Parameters<AggregateContext['scope']>[0]) {
  const params: unknown[] = [];
  const scope = ctx.scope(scopeCols, params);
  const list = await rows(
    ctx.db,
    SchoolPoint,
    `SELECT s.full_name AS name, s.en_code, count(*)::int AS value
       FROM organize s JOIN organize o ON o.tree_path LIKE s.tree_path || '%' ${join}
      WHERE ${SCHOOL} AND ${scope}
      GROUP BY s.id, s.full_name, s.en_code, s.sort_code ORDER BY s.sort_code, s.full_name`,
    params,
  );
  // Placed as 数据地图 places them, so a screen's map item can draw the schools.
  const placed = new Map(placeSchools(list).map((p) => [p.enCode, p]));
  return list.map((p) => ({ name: p.name, value: p.value, lng: placed.get(p.enCode)!.lng, lat: placed.get(p.enCode)!.lat }));
}

registerAggregate({
  key: 'usersPerSchool',
  title: 'aggUsersPerSchool',
  menu: 'permission.user',
  run: (ctx) => perSchool(ctx, 'JOIN users u ON u.organize_id = o.id', { organize: 'u.organize_id', department: 'u.department_id', own: ['u.id'] }),
});

registerAggregate({
  key: 'studentsPerSchool',
  title: 'aggStudentsPerSchool',
  menu: 'campus.student',
  run: (ctx) =>
    perSchool(ctx, `JOIN model_record r ON r.model_id = 'model-student' AND r.organize_id = o.id`, {
      organize: 'r.organize_id',
      department: 'r.department_id',
      own: ['r.creator_user_id'],
    }),
});

registerAggregate({
  key: 'leavePerMonth',
  title: 'aggLeavePerMonth',
  menu: 'campus.leave',
  async run(ctx) {
    const params: unknown[] = [];
    const scope = ctx.scope({ organize: 'r.organize_id', department: 'r.department_id', own: ['r.creator_user_id'] }, params);
    return rows(
      ctx.db,
      Point,
      `SELECT substr(r.data->>'startTime', 1, 7) AS name, count(*)::int AS value FROM model_record r
        WHERE r.model_id = 'model-leave' AND r.data->>'startTime' ~ '^[0-9]{4}-[0-9]{2}' AND ${scope}
        GROUP BY 1 ORDER BY 1`,
      params,
    );
  },
});

const SUBJECT_NAMES = new Map(SUBJECTS);

registerAggregate({
  key: 'scoresPerSubject',
  title: 'aggScoresPerSubject',
  menu: 'campus.scoreReport',
  async run(ctx) {
    const params: unknown[] = [];
    const scope = ctx.scope({ organize: 'r.organize_id', own: ['r.creator_user_id'] }, params);
    const list = await rows(
      ctx.db,
      Point,
      `SELECT r.data->>'subject' AS name, round(avg((r.data->>'score')::numeric), 1)::float8 AS value FROM model_record r
        WHERE r.model_id = 'model-score' AND jsonb_typeof(r.data->'score') = 'number' AND r.data->>'subject' IS NOT NULL AND ${scope}
        GROUP BY 1 ORDER BY 1`,
      params,
    );
    const order = [...SUBJECT_NAMES.keys()];
    return list
      .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
      .map((p) => ({ name: SUBJECT_NAMES.get(p.name) ?? p.name, value: p.value }));
  },
});

registerAggregate({
  key: 'noticesPerMonth',
  title: 'aggNoticesPerMonth',
  menu: null,
  // The caller's own inbox: the notices released to them, by month.
  run: (ctx) =>
    rows(
      ctx.db,
      Point,
      `SELECT to_char(m.released_at, 'YYYY-MM') AS name, count(*)::int AS value
         FROM message_receive mr JOIN message m ON m.id = mr.message_id
        WHERE mr.user_id = $1 AND m.type = 1 AND m.state = 'released' AND m.released_at IS NOT NULL
        GROUP BY 1 ORDER BY 1`,
      [ctx.req.user.id],
    ),
});

registerAggregate({
  key: 'todoCount',
  title: 'aggTodoCount',
  menu: null,
  async run(ctx) {
    const [r] = await rows(ctx.db, Point, `SELECT '' AS name, count(*)::int AS value FROM flow_task_operator WHERE handle_id = $1 AND state = 'pending'`, [ctx.req.user.id]);
    return [r ?? { name: '', value: 0 }];
  },
});
