import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Input, Row, Select, Space, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import DOMPurify from 'dompurify';
import { useRenderer } from '../../../../renderer/RendererContext';
import { bindTemplate, unboundFields, type Scope } from './template';
import { PRINT_CSS, ROSTER, TRANSCRIPT } from './printTemplates';
import { printTexts, type PrintTextKey } from './printTexts';

interface Student {
  id: string;
  studentNo: string;
  name: string;
  gender: string;
  school: string;
  grade: number;
  className: string;
  birthday: string | null;
}
interface Transcript {
  student: Student;
  scores: { term: string; subject: string; score: number }[];
}

const fill = (s: string, p: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));
const level = (n: number) => (n >= 90 ? '优' : n >= 80 ? '良' : n >= 60 ? '及格' : '待提高');
const today = () => new Date().toISOString().slice(0, 10);

function transcriptRecord(t: Transcript): Scope {
  const terms = [...new Set(t.scores.map((s) => s.term))].map((term) => {
    const scores = t.scores.filter((s) => s.term === term).map((s) => ({ ...s, level: level(s.score) }));
    const total = scores.reduce((n, s) => n + s.score, 0);
    return { term, scores, total, average: scores.length ? (total / scores.length).toFixed(1) : '' };
  });
  return { student: t.student, terms, printedAt: today() };
}

function rosterRecord(students: Student[]): Scope {
  const classes = new Map<string, Student[]>();
  for (const s of students) classes.set(`${s.grade}/${s.className}`, [...(classes.get(`${s.grade}/${s.className}`) ?? []), s]);
  return {
    school: students[0]?.school ?? '',
    printedAt: today(),
    classes: [...classes.values()].map((list) => ({ grade: list[0].grade, className: list[0].className, count: list.length, students: list })),
  };
}

/** 打印示例: templates bound to a record, laid out as A4 sheets with page breaks, printed by the browser. */
export default function PrintExampleView() {
  const env = useRenderer();
  const tx = (k: PrintTextKey, p: Record<string, string | number> = {}) => fill(printTexts[env.lang][k], p);
  const [kind, setKind] = useState<'transcript' | 'roster'>('transcript');
  const [students, setStudents] = useState<Student[]>([]);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [school, setSchool] = useState<string | null>(null);
  const [record, setRecord] = useState<Scope | null>(null);
  const [sources, setSources] = useState({ transcript: TRANSCRIPT, roster: ROSTER });

  useEffect(() => {
    env.services.request<{ list: Student[] }>('GET', '/api/Extend/Print/Students').then((r) => {
      setStudents(r.list);
      setStudentId(r.list[0]?.id ?? null);
      setSchool(r.list[0]?.school ?? null);
    }, () => undefined);
  }, [env.services]);
  useEffect(() => {
    setRecord(null);
    if (kind === 'transcript' && studentId) env.services.request<Transcript>('GET', `/api/Extend/Print/Transcript/${studentId}`).then((t) => setRecord(transcriptRecord(t)), () => undefined);
    if (kind === 'roster' && school) setRecord(rosterRecord(students.filter((s) => s.school === school)));
  }, [kind, studentId, school, students, env.services]);

  const source = sources[kind];
  const html = useMemo(() => (record ? DOMPurify.sanitize(bindTemplate(source, record)) : ''), [record, source]);
  const missing = useMemo(() => (record ? unboundFields(source, record) : []), [record, source]);
  const pages = (html.match(/class="sheet/g) ?? []).length;
  const schools = [...new Set(students.map((s) => s.school))];

  return (
    <Row gutter={12}>
      <style>{PRINT_CSS}</style>
      <Col xs={24} xl={8}>
        <Card size="small">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Select aria-label={tx('template')} value={kind} onChange={setKind} style={{ width: '100%' }} options={[{ value: 'transcript', label: tx('transcript') }, { value: 'roster', label: tx('roster') }]} />
            {kind === 'transcript' ? (
              <Select
                aria-label={tx('student')}
                showSearch
                optionFilterProp="label"
                value={studentId}
                onChange={setStudentId}
                style={{ width: '100%' }}
                options={students.map((s) => ({ value: s.id, label: `${s.studentNo} ${s.name}（${s.school}）` }))}
              />
            ) : (
              <Select aria-label={tx('school')} value={school} onChange={setSchool} style={{ width: '100%' }} options={schools.map((s) => ({ value: s, label: s }))} />
            )}
            <Typography.Text type="secondary">{tx('source')}</Typography.Text>
            <Input.TextArea aria-label={tx('source')} value={source} onChange={(e) => setSources((s) => ({ ...s, [kind]: e.target.value }))} autoSize={{ minRows: 10, maxRows: 24 }} style={{ fontFamily: 'monospace', fontSize: 12 }} />
            {missing.length > 0 && <Alert type="warning" showIcon message={tx('unbound', { names: missing.join('、') })} />}
          </Space>
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card
          size="small"
          title={`${tx('preview')} · ${tx('pages', { n: pages })}`}
          extra={<Button type="primary" icon={<PrinterOutlined />} disabled={!record} onClick={() => window.print()}>{tx('print')}</Button>}
        >
          <Typography.Paragraph type="secondary">{tx('hint')}</Typography.Paragraph>
          {/* Values are escaped by the binding and the result sanitised: the sheets hold no script. */}
          <div className="print-sheets" data-testid="print-preview" role="region" aria-label={tx('preview')} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
        </Card>
      </Col>
    </Row>
  );
}
