import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Card, Input, InputNumber, Table, Tabs, Typography, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRenderer } from '../../../../renderer/RendererContext';
import { CLASS_FIELDS, classEditProblems, type CellProblem, type ClassField } from '../../../../contract/examples/table/classEdit';
import { rowSpans, toTree, withSubtotals, type Grouped, type TreeNode } from './tableShapes';
import { tableTexts, type TableTextKey } from './tableTexts';

interface ClassRow {
  id: string;
  school: string;
  grade: number;
  className: string;
  headTeacher: string;
  boys: number;
  girls: number;
  average: number;
  room: string;
}
interface ManyRow {
  id: number;
  code: string;
  name: string;
  school: string;
  grade: number;
  score: number;
}

const fill = (s: string, p: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));

/** A cell that turns into an input on click; Enter or blur checks, then saves through `onSave`. */
function EditableCell({ row, field, label, onSave, problemText }: { row: ClassRow; field: ClassField; label: string; onSave: (row: ClassRow, field: ClassField, value: unknown) => Promise<string | null>; problemText: (p: CellProblem) => string }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<unknown>(row[field]);
  const [error, setError] = useState<string | null>(null);
  const saving = useRef(false);
  const numeric = CLASS_FIELDS[field].kind !== 'text';
  const commit = async () => {
    if (saving.current) return;
    if (value === row[field]) {
      setEditing(false);
      setError(null);
      return;
    }
    const problems = classEditProblems({ [field]: numeric && value !== null && value !== '' ? Number(value) : value });
    if (problems.length) {
      setError(problemText(problems[0]));
      return;
    }
    saving.current = true;
    const refused = await onSave(row, field, value);
    saving.current = false;
    setError(refused);
    if (!refused) setEditing(false);
  };
  if (!editing)
    return (
      <div role="button" tabIndex={0} aria-label={`${label}: ${row[field]}`} data-cell={`${row.id}:${field}`} style={{ cursor: 'text', minHeight: 22 }} onClick={() => { setValue(row[field]); setEditing(true); }} onKeyDown={(e) => e.key === 'Enter' && (setValue(row[field]), setEditing(true))}>
        {String(row[field])}
      </div>
    );
  const common = { autoFocus: true, status: error ? ('error' as const) : undefined, 'aria-label': label, onBlur: () => void commit(), onPressEnter: () => void commit() };
  return (
    <div>
      {numeric ? (
        <InputNumber {...common} size="small" value={value as number | null} onChange={(v) => setValue(v)} style={{ width: '100%' }} />
      ) : (
        <Input {...common} size="small" value={String(value ?? '')} onChange={(e) => setValue(e.target.value)} />
      )}
      {error && <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">{error}</Typography.Text>}
    </div>
  );
}

/** 表格示例: the same classes as an editable, grouped, merged, subtotalled, tree, fixed-column and virtual table. */
export default function TableExampleView() {
  const env = useRenderer();
  const tx = (k: TableTextKey, p: Record<string, string | number> = {}) => fill(tableTexts[env.lang][k], p);
  const [rows, setRows] = useState<ClassRow[]>([]);
  const [many, setMany] = useState<ManyRow[] | null>(null);
  const [tab, setTab] = useState('editable');

  useEffect(() => {
    env.services.request<{ list: ClassRow[] }>('GET', '/api/Extend/Table/Class').then((r) => setRows(r.list), () => undefined);
  }, [env.services]);
  useEffect(() => {
    if (tab === 'virtual' && !many) env.services.request<{ list: ManyRow[] }>('GET', '/api/Extend/Table/Many').then((r) => setMany(r.list), () => undefined);
  }, [tab, many, env.services]);

  const labelOf = (f: ClassField) => tx(f);
  const problemText = (p: CellProblem) => tx(p.kind, { label: labelOf(p.field), max: 'max' in p ? p.max : '', min: 'min' in p ? p.min : '' });
  const save = useCallback(
    async (row: ClassRow, field: ClassField, value: unknown): Promise<string | null> => {
      try {
        const saved = await env.services.request<ClassRow>('PUT', `/api/Extend/Table/Class/${row.id}`, { [field]: value });
        setRows((list) => list.map((r) => (r.id === saved.id ? saved : r)));
        void message.success(tableTexts[env.lang].saved);
        return null;
      } catch (e) {
        return e instanceof Error ? e.message : String(e);
      }
    },
    [env.services, env.lang],
  );

  const grade = (g: number) => tx('gradeN', { n: g });
  const editable = (field: ClassField) => (_: unknown, row: ClassRow) => <EditableCell key={`${row.id}:${String(row[field])}`} row={row} field={field} label={labelOf(field)} onSave={save} problemText={problemText} />;
  const base: ColumnsType<ClassRow> = [
    { title: tx('school'), dataIndex: 'school', width: 130 },
    { title: tx('grade'), dataIndex: 'grade', width: 80, render: grade },
    { title: tx('className'), dataIndex: 'className', width: 70 },
  ];

  const schoolSpans = useMemo(() => rowSpans(rows, (r) => r.school), [rows]);
  const gradeSpans = useMemo(() => rowSpans(rows, (r) => `${r.school}/${r.grade}`), [rows]);
  const grouped = useMemo(() => withSubtotals(rows, (r) => r.school, (r) => r.id, ['boys', 'girls', 'average']), [rows]);
  const tree = useMemo(() => toTree(rows, [(r) => r.school, (r) => grade(r.grade)], (r) => r.id, (r) => r.className), [rows, env.lang]); // eslint-disable-line react-hooks/exhaustive-deps

  const items = [
    {
      key: 'editable',
      label: tx('editable'),
      children: (
        <>
          <Alert type="info" showIcon message={tx('editHint')} style={{ marginBottom: 12 }} />
          <Table<ClassRow>
            rowKey="id"
            size="small"
            dataSource={rows}
            pagination={{ pageSize: 10 }}
            columns={[
              ...base,
              { title: tx('headTeacher'), dataIndex: 'headTeacher', render: editable('headTeacher') },
              { title: tx('boys'), dataIndex: 'boys', width: 100, render: editable('boys') },
              { title: tx('girls'), dataIndex: 'girls', width: 100, render: editable('girls') },
              { title: tx('average'), dataIndex: 'average', width: 110, render: editable('average') },
              { title: tx('room'), dataIndex: 'room', width: 110, render: editable('room') },
            ]}
          />
        </>
      ),
    },
    {
      key: 'groupedHeader',
      label: tx('groupedHeader'),
      children: (
        <Table<ClassRow>
          rowKey="id"
          size="small"
          bordered
          dataSource={rows}
          pagination={{ pageSize: 10 }}
          columns={[
            { title: tx('className'), children: base },
            {
              title: tx('figures'),
              children: [
                { title: tx('students'), children: [
                  { title: tx('boys'), dataIndex: 'boys', align: 'right' },
                  { title: tx('girls'), dataIndex: 'girls', align: 'right' },
                  { title: tx('total'), key: 'total', align: 'right', render: (_, r) => r.boys + r.girls },
                ] },
                { title: tx('average'), dataIndex: 'average', align: 'right' },
              ],
            },
            { title: tx('headTeacher'), dataIndex: 'headTeacher' },
          ]}
        />
      ),
    },
    {
      key: 'merged',
      label: tx('merged'),
      children: (
        <Table<ClassRow>
          rowKey="id"
          size="small"
          bordered
          dataSource={rows}
          pagination={false}
          scroll={{ y: 480 }}
          columns={[
            { title: tx('school'), dataIndex: 'school', width: 140, onCell: (_, i) => ({ rowSpan: schoolSpans[i ?? 0] }) },
            { title: tx('grade'), dataIndex: 'grade', width: 90, render: grade, onCell: (_, i) => ({ rowSpan: gradeSpans[i ?? 0] }) },
            { title: tx('className'), dataIndex: 'className' },
            { title: tx('headTeacher'), dataIndex: 'headTeacher' },
            { title: tx('total'), key: 'total', align: 'right', render: (_, r) => r.boys + r.girls },
          ]}
        />
      ),
    },
    {
      key: 'subtotals',
      label: tx('subtotals'),
      children: (
        <Table<Grouped<ClassRow>[number]>
          rowKey="key"
          size="small"
          bordered
          dataSource={grouped}
          pagination={false}
          scroll={{ y: 480 }}
          rowClassName={(r) => (r.kind === 'row' ? '' : 'example-subtotal')}
          onRow={(r) => (r.kind === 'row' ? {} : { style: { fontWeight: 600, background: r.kind === 'total' ? '#e6f4ff' : '#fafafa' } })}
          columns={[
            { title: tx('school'), key: 'school', render: (_, r) => (r.kind === 'row' ? r.row.school : r.kind === 'subtotal' ? `${r.group} ${tx('subtotal')}` : tx('grandTotal')) },
            { title: tx('className'), key: 'cls', render: (_, r) => (r.kind === 'row' ? `${grade(r.row.grade)} ${r.row.className}` : tx('classes', { n: r.count })) },
            { title: tx('boys'), key: 'boys', align: 'right', render: (_, r) => (r.kind === 'row' ? r.row.boys : r.sums.boys) },
            { title: tx('girls'), key: 'girls', align: 'right', render: (_, r) => (r.kind === 'row' ? r.row.girls : r.sums.girls) },
            { title: tx('average'), key: 'average', align: 'right', render: (_, r) => (r.kind === 'row' ? r.row.average : Math.round((r.sums.average / Math.max(1, r.count)) * 10) / 10) },
          ]}
        />
      ),
    },
    {
      key: 'tree',
      label: tx('tree'),
      children: (
        <Table<TreeNode<ClassRow>>
          rowKey="key"
          size="small"
          dataSource={tree}
          pagination={false}
          expandable={{ defaultExpandedRowKeys: tree.map((n) => n.key) }}
          columns={[
            { title: tx('school'), dataIndex: 'label' },
            { title: tx('headTeacher'), key: 'ht', render: (_, n) => n.row?.headTeacher ?? '' },
            { title: tx('total'), key: 'total', align: 'right', render: (_, n) => sumNode(n) },
          ]}
        />
      ),
    },
    {
      key: 'fixed',
      label: tx('fixed'),
      children: (
        <Table<ClassRow>
          rowKey="id"
          size="small"
          bordered
          dataSource={rows}
          pagination={{ pageSize: 10 }}
          scroll={{ x: 1600 }}
          columns={[
            { title: tx('school'), dataIndex: 'school', width: 140, fixed: 'left' },
            { title: tx('className'), key: 'cls', width: 120, fixed: 'left', render: (_, r) => `${grade(r.grade)} ${r.className}` },
            ...(['headTeacher', 'room', 'boys', 'girls', 'average'] as const).map((f) => ({ title: tx(f), dataIndex: f, width: 220 })),
            { title: tx('total'), key: 'total', width: 100, fixed: 'right' as const, align: 'right' as const, render: (_: unknown, r: ClassRow) => r.boys + r.girls },
          ]}
        />
      ),
    },
    {
      key: 'virtual',
      label: tx('virtual'),
      children: (
        <>
          <Typography.Paragraph type="secondary">{tx('rows', { n: (many?.length ?? 0).toLocaleString() })}</Typography.Paragraph>
          <Table<ManyRow>
            rowKey="id"
            size="small"
            virtual
            loading={!many}
            dataSource={many ?? []}
            pagination={false}
            scroll={{ x: 900, y: 480 }}
            columns={[
              { title: tx('code'), dataIndex: 'code', width: 120 },
              { title: tx('name'), dataIndex: 'name', width: 200 },
              { title: tx('school'), dataIndex: 'school', width: 200 },
              { title: tx('grade'), dataIndex: 'grade', width: 120, render: grade },
              { title: tx('score'), dataIndex: 'score', width: 120, align: 'right' },
            ]}
          />
        </>
      ),
    },
  ];

  return (
    <Card>
      <Tabs activeKey={tab} onChange={setTab} items={items} />
    </Card>
  );
}

function sumNode(n: TreeNode<ClassRow>): number {
  return n.row ? n.row.boys + n.row.girls : (n.children ?? []).reduce((s, c) => s + sumNode(c), 0);
}
