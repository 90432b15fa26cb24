-- 示例中心 part A (issue 18 item 2): the example pages' own seeded tables. Demo data of the whole
-- district (no school scoping): values are derived from generate_series with fixed formulas, so
-- every installation and every test template shows the same lived-in figures.

-- 导入导出 / 条码示例 / 打印示例 / 图表示例: a roster of students with their term scores.
CREATE TABLE example_student (
  id text PRIMARY KEY,
  student_no text NOT NULL UNIQUE,
  name text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('男', '女')),
  school text NOT NULL,
  grade integer NOT NULL CHECK (grade BETWEEN 1 AND 12),
  class_name text NOT NULL,
  phone text NOT NULL DEFAULT '',
  birthday date,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO example_student (id, student_no, name, gender, school, grade, class_name, phone, birthday, created_at)
SELECT 'exs-' || lpad(g::text, 4, '0'),
       '2024' || lpad(g::text, 4, '0'),
       (ARRAY['王','李','张','刘','陈','杨','赵','黄','周','吴','徐','孙'])[1 + g % 12] ||
         (ARRAY['子涵','欣怡','梓轩','浩然','雨桐','一诺','宇航','思远','佳琪','俊杰','诗琪','明轩','若曦','天佑'])[1 + (g * 7) % 14],
       CASE WHEN g % 2 = 0 THEN '女' ELSE '男' END,
       (ARRAY['城东第一中学','城东第二中学','城东实验小学'])[1 + g % 3],
       CASE WHEN g % 3 = 2 THEN 1 + g % 6 ELSE 7 + g % 6 END,
       (1 + (g / 3) % 4)::text || '班',
       '138' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
       date '2008-01-01' + ((g * 97) % 3000),
       timestamptz '2024-09-01 08:00:00+08' + (g || ' minutes')::interval
  FROM generate_series(1, 240) g;

CREATE TABLE example_score (
  student_id text NOT NULL REFERENCES example_student(id) ON DELETE CASCADE,
  term text NOT NULL,
  subject text NOT NULL,
  score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
  PRIMARY KEY (student_id, term, subject)
);

INSERT INTO example_score (student_id, term, subject, score)
SELECT s.id, t.term, j.subject,
       LEAST(100, 48 + ((hashtext(s.id || t.term || j.subject) & 2147483647) % 53) + j.bonus)
  FROM example_student s
  CROSS JOIN (VALUES ('2024-2025 第一学期'), ('2024-2025 第二学期')) AS t(term)
  CROSS JOIN (VALUES ('语文', 0), ('数学', 2), ('英语', 1), ('物理', -3), ('化学', -1)) AS j(subject, bonus);

-- 图表示例: daily attendance of each school over the last 60 days (weekdays only).
CREATE TABLE example_attendance (
  day date NOT NULL,
  school text NOT NULL,
  expected integer NOT NULL,
  present integer NOT NULL,
  late integer NOT NULL,
  PRIMARY KEY (day, school)
);

INSERT INTO example_attendance (day, school, expected, present, late)
SELECT d::date, sc.school, sc.size,
       sc.size - ((hashtext(d::text || sc.school) & 2147483647) % (sc.size / 20 + 1)),
       (hashtext(sc.school || d::text) & 2147483647) % 12
  FROM generate_series(current_date - 59, current_date, interval '1 day') d
  CROSS JOIN (VALUES ('城东第一中学', 1260), ('城东第二中学', 980), ('城东实验小学', 1420)) AS sc(school, size)
 WHERE extract(isodow FROM d) < 6;

-- 表格示例: classes with their head teacher and figures, edited cell by cell.
CREATE TABLE example_class (
  id text PRIMARY KEY,
  school text NOT NULL,
  grade integer NOT NULL,
  class_name text NOT NULL,
  head_teacher text NOT NULL,
  boys integer NOT NULL CHECK (boys BETWEEN 0 AND 40),
  girls integer NOT NULL CHECK (girls BETWEEN 0 AND 40),
  average numeric(5,1) NOT NULL CHECK (average BETWEEN 0 AND 100),
  room text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO example_class (id, school, grade, class_name, head_teacher, boys, girls, average, room)
SELECT 'exc-' || sc.n || '-' || gr || '-' || c,
       sc.school, gr, c || '班',
       (ARRAY['王','李','张','刘','陈','杨','赵','黄'])[1 + (sc.n + gr + c) % 8] || (ARRAY['老师','建国','秀英','志强','丽娟'])[1 + (gr * c) % 5],
       18 + (sc.n * 3 + gr + c) % 8, 17 + (sc.n + gr * 2 + c) % 9,
       round((72 + ((hashtext(sc.school || gr || c) & 2147483647) % 200) / 10.0)::numeric, 1),
       (CASE WHEN gr > 6 THEN 'B' ELSE 'A' END) || gr || '0' || c
  FROM (VALUES (1, '城东第一中学'), (2, '城东第二中学'), (3, '城东实验小学')) AS sc(n, school)
  CROSS JOIN generate_series(1, 12) gr
  CROSS JOIN generate_series(1, 3) c
 WHERE (sc.n = 3 AND gr <= 6) OR (sc.n < 3 AND gr > 6);

-- 表单示例: what the example form submitted, stored as the validated record.
CREATE TABLE example_form_record (
  id text PRIMARY KEY,
  data jsonb NOT NULL,
  creator_user_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- 大数据: rows appear at first use (server/examples/bigData/seed.ts), not here: a million rows in a
-- migration would cost every `npm start` on a fresh directory and every test template ~7 s and ~300 MB.
CREATE TABLE example_big (
  id bigint PRIMARY KEY,
  code text NOT NULL,
  name text NOT NULL,
  school text NOT NULL,
  grade integer NOT NULL,
  score integer NOT NULL,
  created_at timestamptz NOT NULL
);
-- The list's filters are index-shaped: each is an equality followed by the paging key.
CREATE INDEX example_big_school ON example_big (school, id);
CREATE INDEX example_big_grade ON example_big (grade, id);
CREATE INDEX example_big_school_grade ON example_big (school, grade, id);
