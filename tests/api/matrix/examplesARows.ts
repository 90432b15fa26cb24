import type { Role, Row, Target, World } from './world';

/* Matrix rows of 示例中心 part A (issue 18 item 2): district demo data, written by the holders of each menu. */

const holder = (menu: string, allowed: 'ok' | 'unchanged' = 'ok') => (role: Role, _t: Target, w: World) => (w.holds(role, menu) ? allowed : 403);

export const EXAMPLES_A_ROWS: Record<string, Row> = {
  'PUT /api/Extend/Table/Class/:id': {
    area: 'examples',
    targets: ['district'],
    expect: holder('extend.table'),
    async prepare(w) {
      return { url: '/api/Extend/Table/Class/exc-1-7-1', body: { headTeacher: w.next('师').slice(0, 20) }, watch: w.row('example_class', 'exc-1-7-1') };
    },
  },
  'POST /api/Extend/Form': {
    area: 'examples',
    targets: ['district'],
    expect: holder('extend.form'),
    async prepare(w) {
      return {
        url: '/api/Extend/Form',
        body: { title: w.next('矩阵研学').slice(0, 50), stage: '高中', grade: '高一', kind: '科技馆', startDate: '2025-11-01', endDate: '2025-11-01', people: 10 },
        watch: w.count('example_form_record'),
      };
    },
  },
  // The matrix sends JSON: holders are told to choose a file, everyone else is refused the menu; nothing is imported.
  'POST /api/Extend/ImportExport/Actions/Import': {
    area: 'examples',
    targets: ['district'],
    expect: holder('extend.importExport', 'unchanged'),
    async prepare(w) {
      return { url: '/api/Extend/ImportExport/Actions/Import', body: { list: [{ studentNo: '20259999' }] }, watch: w.count('example_student') };
    },
  },
};
