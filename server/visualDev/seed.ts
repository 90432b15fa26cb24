import type { Database } from '../db/client';
import type { SeedContext } from '../seed/seeders';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { issueBillNumber } from '../billRule/issue';
import { evaluateFormula } from '../../contract/formula/formula';
import { nameGenerator } from '../seed/names';
import { formDataFields, readPageModel, tableNameOf } from './pageModel';
import { searchTextSql } from './recordQuery';
import { studentSchema } from './seedModels/student';
import { leaveSchema } from './seedModels/leave';
import { EXAMS, scoreSchema, SUBJECTS } from './seedModels/score';
import { gradeDictSchema } from './seedModels/gradeDict';

/** The seeded pages; ids are fixed because menu entries (propertyJson.moduleId) name them. */
const MODELS: { id: string; fullName: string; enCode: string; schema: PageSchema; description: string }[] = [
  { id: 'model-student', fullName: '学生信息', enCode: 'student', schema: studentSchema, description: '学生学籍信息，按学校班级浏览' },
  { id: 'model-leave', fullName: '请假申请', enCode: 'leaveApply', schema: leaveSchema, description: '教师请假与调课' },
  { id: 'model-score', fullName: '成绩报表', enCode: 'scoreReport', schema: scoreSchema, description: '各班考试成绩统计' },
  { id: 'dict-grade', fullName: '年级字典', enCode: 'gradeDict', schema: gradeDictSchema, description: '年级数据字典页面' },
];

export async function seedVisualDev(ctx: SeedContext) {
  const { db } = ctx;
  for (const [i, m] of MODELS.entries()) {
    await db.query(
      `INSERT INTO visual_dev (id, full_name, en_code, type, category, state, description, sort_code, page_schema, table_name, fields, creator_user_id)
       VALUES ($1, $2, $3, $4, 'campus', 1, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
      [m.id, m.fullName, m.enCode, m.schema.kind, m.description, i, JSON.stringify(m.schema), tableNameOf(m.enCode),
        JSON.stringify(formDataFields(readPageModel(m.schema))), ctx.identity.adminId],
    );
  }
  if (!ctx.demo) return;
  const students = await seedStudents(ctx);
  await seedLeaves(ctx);
  await seedScores(ctx, students.filter((s) => s.organizeId === ctx.identity.orgIds.school1));
  // PGlite has no autovacuum: without statistics the planner misjudges the first lists.
  await db.query('ANALYZE model_record');
}

interface Row {
  data: Record<string, unknown>;
  organizeId: string;
  departmentId?: string | null;
  creatorUserId: string;
}

/** Many records in one statement; created_at steps back a second per row so the default order is the seeding order. */
export async function insertRecords(db: Database, modelId: string, rows: Row[]) {
  const keywordFields = readPageModel(MODELS.find((m) => m.id === modelId)!.schema).keywordFields;
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000).map((r, i) => ({ ...r, offset: start + i }));
    await db.query(
      `INSERT INTO model_record (model_id, data, search_text, organize_id, department_id, creator_user_id, created_at)
       SELECT $1, e->'data', ${searchTextSql("(e->'data')", '$3')}, e->>'organizeId', e->>'departmentId', e->>'creatorUserId',
              now() - make_interval(secs => (e->>'offset')::int)
         FROM jsonb_array_elements($2::jsonb) e`,
      [modelId, JSON.stringify(chunk), keywordFields],
    );
  }
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A well-formed national ID number (GB 11643 checksum); the 17th digit is odd for boys. */
function idCardOf(region: string, birth: string, seq: number, male: boolean): string {
  const tail = (seq % 50) * 10 + (male ? 1 + (seq % 5) * 2 : (seq % 5) * 2);
  const body = `${region}${birth}${pad(tail, 3)}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * ID_WEIGHTS[i];
  return body + '10X98765432'[sum % 11];
}

interface Student {
  name: string;
  className: string;
  organizeId: string;
}

/** The school's 班主任 (form teachers), the demo teacher first. */
async function headTeachers(db: Database, organizeId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_relation r ON r.user_id = u.id AND r.object_type = 'Position'
       JOIN position p ON p.id = r.object_id WHERE p.organize_id = $1 AND p.full_name = '班主任'
      ORDER BY (u.account = 'teacher') DESC, u.sort_code`,
    [organizeId],
  );
  return rows.map((r) => r.id);
}

async function seedStudents(ctx: SeedContext): Promise<Student[]> {
  const { db } = ctx;
  const gen = nameGenerator(20240901);
  const schools = [
    { key: 'school1', grades: ['初一', '初二', '初三'], born: 2012 },
    { key: 'school2', grades: ['一年级', '二年级', '三年级'], born: 2017 },
    { key: 'school3', grades: ['初一', '初二', '初三'], born: 2012 },
  ];
  const ethnicities = ['01', '01', '01', '01', '01', '01', '01', '01', '03', '04', '08', '11', '15'];
  const regions = ['330102', '330103', '330104', '330105', '330106'];
  const rows: Row[] = [];
  const students: Student[] = [];
  let seq = 0;
  for (const school of schools) {
    const organizeId = ctx.identity.orgIds[school.key];
    if (!organizeId) continue;
    const teachers = await headTeachers(db, organizeId);
    school.grades.forEach((grade, g) => {
      for (let c = 1; c <= 2; c++) {
        const className = `${grade}(${c})班`;
        const headTeacher = teachers.length ? teachers[(g * 2 + c - 1) % teachers.length] : ctx.identity.adminId;
        for (let k = 0; k < 34 && rows.length < 600 * (schools.indexOf(school) + 1) / 3; k++) {
          seq++;
          const { realName, gender } = gen.name();
          const year = school.born - g;
          const birth = `${year}${pad(1 + Math.floor(gen.rand() * 12))}${pad(1 + Math.floor(gen.rand() * 28))}`;
          rows.push({
            organizeId,
            creatorUserId: ctx.identity.adminId,
            data: {
              name: realName,
              gender: String(gender),
              organizeId,
              className,
              ethnicity: gen.pick(ethnicities),
              headTeacher,
              idCard: idCardOf(gen.pick(regions), birth, seq, gender === 1),
              phone: gen.mobile(),
              enrolDate: `${2024 - g}-09-01`,
            },
          });
          students.push({ name: realName, className, organizeId });
        }
      }
    });
  }
  // Numbers in seeding order, so 学号 ascends with the list.
  for (const r of rows) r.data = { studentNo: await issueBillNumber(db, 'studentNo'), ...r.data };
  await insertRecords(db, 'model-student', rows);
  return students;
}

const REASONS = [
  '参加区教研室组织的公开课观摩活动', '身体不适，需到医院复诊', '家中老人住院需要陪护', '参加市级骨干教师培训',
  '孩子学校家长会', '外出参加学科竞赛带队', '办理个人证件', '参加继续教育集中学习',
];

async function seedLeaves(ctx: SeedContext) {
  const { db } = ctx;
  const gen = nameGenerator(20241015);
  const applicants = await db.query<{ id: string; organize_id: string; department_id: string | null; real_name: string }>(
    `SELECT u.id, u.organize_id, u.department_id, u.real_name FROM users u
      WHERE u.organize_id = ANY($1::text[]) AND u.is_administrator = false ORDER BY (u.account = 'teacher') DESC, u.sort_code LIMIT 30`,
    [[ctx.identity.orgIds.school1, ctx.identity.orgIds.school2, ctx.identity.orgIds.school3].filter(Boolean)],
  );
  if (!applicants.length) return;
  const leaveTypes = ['personal', 'sick', 'official', 'personal', 'official', 'marriage'];
  const subjects = ['语文', '数学', '英语', '物理', '历史', '体育'];
  const formulas = leaveSchema.form!.formulas!;
  const rows: Row[] = [];
  for (let i = 0; i < 40; i++) {
    // The demo teacher gets the first few, so their "own records" scope shows something.
    const who = i < 4 ? applicants[0] : applicants[1 + (i % (applicants.length - 1 || 1))] ?? applicants[0];
    const start = new Date(Date.UTC(2024, 8 + (i % 4), 2 + ((i * 7) % 25)));
    const days = gen.pick([1, 1, 1, 2, 2, 3]);
    const end = new Date(start.getTime() + (days - 1) * 86_400_000);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const swaps = Array.from({ length: 1 + (i % 3) }, (_, k) => ({
      date: iso(new Date(start.getTime() + Math.min(k, days - 1) * 86_400_000)),
      className: `${gen.pick(['初一', '初二', '初三'])}(${1 + (k % 2)})班`,
      subject: gen.pick(subjects),
      substitute: applicants[(i + k + 3) % applicants.length].real_name,
      periods: 1 + Math.floor(gen.rand() * 3),
    }));
    const data: Record<string, unknown> = {
      billNo: await issueBillNumber(db, 'leaveApply'),
      applicant: who.id,
      leaveType: leaveTypes[i % leaveTypes.length],
      startTime: iso(start),
      endTime: iso(end),
      reason: REASONS[i % REASONS.length],
      attachments: i % 5 === 0 ? [{ name: '请假证明.pdf', url: `/api/Common/Download/annex/leave-${i}.pdf`, fileId: `leave-${i}.pdf` }] : [],
      courseSwaps: swaps,
    };
    for (const [field, formula] of Object.entries(formulas)) data[field] = evaluateFormula(formula, data);
    rows.push({ data, organizeId: who.organize_id, departmentId: who.department_id, creatorUserId: who.id });
  }
  await insertRecords(db, 'model-leave', rows);
}

async function seedScores(ctx: SeedContext, students: Student[]) {
  const gen = nameGenerator(20250110);
  const rows: Row[] = [];
  for (const exam of EXAMS) {
    for (const s of students) {
      // Each student has a level; subjects vary around it, so class averages differ believably.
      const level = 62 + gen.rand() * 30;
      for (const [code] of SUBJECTS) {
        const score = Math.max(20, Math.min(100, Math.round(level + (gen.rand() - 0.5) * 30)));
        rows.push({ organizeId: s.organizeId, creatorUserId: ctx.identity.adminId, data: { examName: exam, className: s.className, name: s.name, subject: code, score } });
      }
    }
  }
  await insertRecords(ctx.db, 'model-score', rows.slice(0, 2000));
}
