import { useCallback, useEffect, useMemo, useState, type DragEvent } from 'react';
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, Modal, Popconfirm, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { AGGREGATES, CHART_TYPES, FILTER_OPS, emptyDefinition, type Aggregate, type DatasetField, type ReportBlock, type ReportDefinition } from '../../../contract/report/definition';
import { dimensionTitle } from '../../../contract/report/table';
import { http } from '../../api/client';
import { HttpError } from '../../api/http';
import { useApp } from '../../stores/app';
import { useSession } from '../../stores/session';
import type { MenuEntry } from '../../../contract/api';
import ReportBlocks, { sectionsOf } from './ReportBlocks';
import type { Computed } from './ReportView';
import { downloadExcel } from './excel';
import { addToZone, dimensionChoices, newBlock, removeFromZone, withFields, type Zone } from './designModel';
import { wordsOf, type ReportWord } from './texts';
import './report.css';

const B = '/api/VisualDevelopment/DataReport';

interface ReportListRow {
  id: string;
  fullName: string;
  enCode: string;
  version: number;
}
interface Draft {
  id: string | null;
  fullName: string;
  enCode: string;
  definition: ReportDefinition;
}
interface VersionRow {
  version: number;
  creatorUser: string;
  creatorTime: number;
}
interface Source {
  id: string;
  fullName: string;
}

const problemsOf = (e: unknown): string[] => {
  if (e instanceof HttpError) {
    const data = e.data;
    if (Array.isArray(data)) return data.map((d: { field?: string; message?: string }) => `${d.field ?? ''}: ${d.message ?? ''}`);
    return [e.message];
  }
  return [String(e)];
};

/** A drop target for field chips, with a select for keyboard users (and anyone who prefers it). */
function DropZone({ label, blockTitle, items, choices, onAdd, onRemove, extra, tx }: {
  label: string;
  blockTitle: string;
  items: { text: string; extra?: React.ReactNode }[];
  choices: { value: string; label: string }[];
  onAdd: (dim: string) => void;
  onRemove?: (index: number) => void;
  extra?: React.ReactNode;
  tx: (k: ReportWord, p?: Record<string, string | number>) => string;
}) {
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dim = e.dataTransfer.getData('text/plain');
    if (dim) onAdd(dim);
  };
  return (
    <div>
      <Typography.Text strong>{label}</Typography.Text>
      <div
        className={`ec-drop-zone${over ? ' ec-drop-over' : ''}`}
        data-testid={`zone-${blockTitle}-${label}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        {items.map((it, i) => (
          <Tag key={i} closable={!!onRemove} onClose={() => onRemove?.(i)}>
            {it.text} {it.extra}
          </Tag>
        ))}
        <Select
          size="small"
          style={{ width: 150 }}
          value={null}
          placeholder={tx('addField')}
          aria-label={tx('fieldsOf', { zone: `${blockTitle} ${label}` })}
          options={choices}
          onChange={(v: string | null) => v && onAdd(v)}
        />
        {extra}
      </div>
    </div>
  );
}

function BlockEditor({ block, fields, onChange, onRemove, tx }: {
  block: ReportBlock;
  fields: DatasetField[];
  onChange: (b: ReportBlock) => void;
  onRemove: () => void;
  tx: (k: ReportWord, p?: Record<string, string | number>) => string;
}) {
  const dims = dimensionChoices(fields, { year: tx('year'), month: tx('month'), day: tx('day') });
  const plain = fields.map((f) => ({ value: f.name, label: f.label }));
  const title = block.title || block.id;
  const zone = (z: Zone, label: string, items: string[], choices = dims) => (
    <DropZone
      tx={tx}
      label={label}
      blockTitle={title}
      items={items.map((d) => ({ text: dimensionTitle(fields, d, { parts: { year: tx('year'), month: tx('month'), day: tx('day') } }) }))}
      choices={choices}
      onAdd={(d) => onChange(addToZone(block, z, d))}
      onRemove={(i) => onChange(removeFromZone(block, z, i))}
    />
  );
  const aggSelect = (value: Aggregate, set: (a: Aggregate) => void, what: string) => (
    <Select size="small" value={value} style={{ width: 80 }} aria-label={`${what} ${tx('measure')}`} options={AGGREGATES.map((a) => ({ value: a, label: tx(a) }))} onChange={set} />
  );
  const measures = (b: Extract<ReportBlock, { measures: unknown }>) => (
    <DropZone
      tx={tx}
      label={tx('measures')}
      blockTitle={title}
      items={b.measures.map((m, i) => ({
        text: fields.find((f) => f.name === m.field)?.label ?? m.field,
        extra: aggSelect(m.agg, (agg) => onChange({ ...b, measures: b.measures.map((x, j) => (j === i ? { ...x, agg } : x)) }), `${title} ${i + 1}`),
      }))}
      choices={plain}
      onAdd={(d) => onChange(addToZone(block, 'measures', d))}
      onRemove={(i) => onChange(removeFromZone(block, 'measures', i))}
    />
  );
  return (
    <Card
      size="small"
      data-testid={`block-editor-${block.id}`}
      title={<Input size="small" aria-label={`${tx('blockTitle')} ${block.id}`} value={block.title ?? ''} onChange={(e) => onChange({ ...block, title: e.target.value })} style={{ width: 240 }} />}
      extra={
        <Space>
          <Tag>{tx(block.type)}</Tag>
          <Button size="small" danger onClick={onRemove}>
            {tx('removeBlock')}
          </Button>
        </Space>
      }
    >
      <Row gutter={12}>
        {block.type === 'pivot' && (
          <>
            <Col span={8}>{zone('rows', tx('rows'), block.rows)}</Col>
            <Col span={8}>{zone('columns', tx('columns'), block.columns)}</Col>
            <Col span={8}>
              {measures(block)}
              <Checkbox checked={!!block.subtotals} onChange={(e) => onChange({ ...block, subtotals: e.target.checked })}>
                {tx('subtotals')}
              </Checkbox>
            </Col>
          </>
        )}
        {block.type === 'group' && (
          <>
            <Col span={12}>{zone('groupBy', tx('groupBy'), block.groupBy)}</Col>
            <Col span={12}>{measures(block)}</Col>
          </>
        )}
        {block.type === 'chart' && (
          <>
            <Col span={6}>
              <Typography.Text strong>{tx('chartType')}</Typography.Text>
              <Select style={{ width: '100%' }} aria-label={`${title} ${tx('chartType')}`} value={block.chart} options={CHART_TYPES.map((c) => ({ value: c, label: tx(c) }))} onChange={(chart) => onChange({ ...block, chart })} />
            </Col>
            <Col span={6}>{zone('category', tx('category'), block.category ? [block.category] : [])}</Col>
            <Col span={6}>{zone('series', tx('series'), block.series ? [block.series] : [])}</Col>
            <Col span={6}>
              <DropZone
                tx={tx}
                label={tx('measure')}
                blockTitle={title}
                items={block.measure.field ? [{ text: fields.find((f) => f.name === block.measure.field)?.label ?? block.measure.field, extra: aggSelect(block.measure.agg, (agg) => onChange({ ...block, measure: { ...block.measure, agg } }), title) }] : []}
                choices={plain}
                onAdd={(d) => onChange(addToZone(block, 'measure', d))}
              />
            </Col>
          </>
        )}
      </Row>
    </Card>
  );
}

function Editor({ initial, onBack }: { initial: Draft; onBack: () => void }) {
  const { message } = App.useApp();
  const lang = useApp((s) => s.language);
  const { tx, grid } = useMemo(() => wordsOf(lang), [lang]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [sources, setSources] = useState<{ models: Source[]; interfaces: Source[] }>({ models: [], interfaces: [] });
  const [problems, setProblems] = useState<string[]>([]);
  const [preview, setPreview] = useState<Computed | null>(null);
  const def = draft.definition;
  const setDef = (d: ReportDefinition) => setDraft((x) => ({ ...x, definition: d }));

  useEffect(() => {
    http.get<{ models: Source[]; interfaces: Source[] }>(`${B}/Sources`).then((r) => setSources(r.data), () => undefined);
  }, []);

  const pickSource = (type: 'model' | 'interface', id: string) => {
    http.get<{ list: DatasetField[] }>(`${B}/Fields`, { type, id }).then(
      (r) => setDraft((x) => ({ ...x, definition: withFields({ ...x.definition, dataset: { ...x.definition.dataset, type, id } }, r.data.list) })),
      () => undefined,
    );
  };
  const setBlock = (i: number, b: ReportBlock) => setDef({ ...def, blocks: def.blocks.map((x, j) => (j === i ? b : x)) });
  const runPreview = () => {
    setProblems([]);
    http.post<Computed>(`${B}/Actions/Preview`, { definition: def }, { silent: true }).then(
      (r) => setPreview(r.data),
      (e: unknown) => setProblems(problemsOf(e)),
    );
  };
  const save = () => {
    setProblems([]);
    const body = { fullName: draft.fullName, enCode: draft.enCode, definition: def };
    const call = draft.id ? http.put<{ version: number }>(`${B}/${draft.id}`, body, { silent: true }) : http.post<{ id: string }>(B, body, { silent: true });
    call.then(
      (r) => {
        void message.success(tx('saved'));
        const id = (r.data as { id?: string }).id;
        if (id) setDraft((x) => ({ ...x, id }));
      },
      (e: unknown) => setProblems(problemsOf(e)),
    );
  };
  const chip = (value: string, label: string) => (
    <span key={value} className="ec-field-chip" draggable data-testid={`field-${value}`} onDragStart={(e) => e.dataTransfer.setData('text/plain', value)}>
      {label}
    </span>
  );
  const sourceList = def.dataset.type === 'model' ? sources.models : sources.interfaces;

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="report-designer">
      <Card size="small">
        <Space wrap>
          <Button onClick={onBack}>{tx('back')}</Button>
          <Input addonBefore={tx('name')} aria-label={tx('name')} value={draft.fullName} onChange={(e) => setDraft({ ...draft, fullName: e.target.value })} style={{ width: 260 }} />
          <Input addonBefore={tx('code')} aria-label={tx('code')} value={draft.enCode} onChange={(e) => setDraft({ ...draft, enCode: e.target.value })} style={{ width: 240 }} />
          <Button onClick={runPreview}>{tx('preview')}</Button>
          <Button type="primary" onClick={save}>
            {tx('save')}
          </Button>
        </Space>
      </Card>
      {problems.length > 0 && <Alert type="error" showIcon message={<ul style={{ margin: 0 }}>{problems.map((p, i) => <li key={i}>{p}</li>)}</ul>} data-testid="report-problems" />}
      <Card size="small" title={tx('dataset')}>
        <Space wrap>
          <Select
            aria-label={tx('datasetType')}
            style={{ width: 180 }}
            value={def.dataset.type}
            options={[{ value: 'model', label: tx('model') }, { value: 'interface', label: tx('interface') }]}
            onChange={(type: 'model' | 'interface') => setDef({ ...def, dataset: { type, id: '', fields: [] } })}
          />
          <Select
            aria-label={tx('source')}
            placeholder={tx('source')}
            style={{ width: 260 }}
            showSearch
            optionFilterProp="label"
            value={def.dataset.id || undefined}
            options={sourceList.map((s) => ({ value: s.id, label: s.fullName }))}
            onChange={(id: string) => pickSource(def.dataset.type, id)}
          />
        </Space>
        <div style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">{tx('fieldsHelp')}</Typography.Text>
          <div data-testid="report-fields">{dimensionChoices(def.dataset.fields, { year: tx('year'), month: tx('month'), day: tx('day') }).map((c) => chip(c.value, c.label))}</div>
        </div>
      </Card>
      <Card
        size="small"
        title={tx('blocks')}
        extra={
          <Space>
            {(['pivot', 'group', 'chart'] as const).map((type) => (
              <Button key={type} size="small" onClick={() => setDef({ ...def, blocks: [...def.blocks, newBlock(type, def.blocks, tx(type))] })}>
                {tx(type === 'pivot' ? 'addPivot' : type === 'group' ? 'addGroup' : 'addChart')}
              </Button>
            ))}
          </Space>
        }
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {def.blocks.map((b, i) => (
            <BlockEditor key={b.id} block={b} fields={def.dataset.fields} tx={tx} onChange={(nb) => setBlock(i, nb)} onRemove={() => setDef({ ...def, blocks: def.blocks.filter((_, j) => j !== i) })} />
          ))}
        </Space>
      </Card>
      <Card size="small" title={tx('filters')} extra={<Button size="small" onClick={() => setDef({ ...def, filters: [...def.filters, { field: def.dataset.fields[0]?.name ?? '', op: 'eq' }] })}>{tx('addFilter')}</Button>}>
        {def.filters.map((f, i) => {
          const set = (patch: Partial<typeof f>) => setDef({ ...def, filters: def.filters.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
          return (
            <Space key={i} wrap style={{ marginBottom: 4 }}>
              <Select aria-label={`${tx('filters')} ${i + 1}`} style={{ width: 160 }} value={f.field} options={def.dataset.fields.map((x) => ({ value: x.name, label: x.label }))} onChange={(field: string) => set({ field })} />
              <Select aria-label={`${tx('op')} ${i + 1}`} style={{ width: 100 }} value={f.op} options={FILTER_OPS.map((o) => ({ value: o, label: tx(o) }))} onChange={(op) => set({ op })} />
              <Input aria-label={`${tx('label')} ${i + 1}`} placeholder={tx('label')} value={f.label ?? ''} onChange={(e) => set({ label: e.target.value })} style={{ width: 140 }} />
              <Input aria-label={`${tx('defaultValue')} ${i + 1}`} placeholder={tx('defaultValue')} value={f.defaultValue ?? ''} onChange={(e) => set({ defaultValue: e.target.value })} style={{ width: 140 }} />
              <Button size="small" danger onClick={() => setDef({ ...def, filters: def.filters.filter((_, j) => j !== i) })}>
                {tx('remove')}
              </Button>
            </Space>
          );
        })}
      </Card>
      {preview && (
        <Card
          size="small"
          title={tx('preview')}
          data-testid="report-preview"
          extra={
            <Space>
              <Typography.Text type="secondary">{tx('rowCount', { n: preview.rowCount })}</Typography.Text>
              <Button size="small" onClick={() => void downloadExcel(draft.fullName || 'report', sectionsOf(def, preview.blocks, grid))}>
                {tx('exportExcel')}
              </Button>
            </Space>
          }
        >
          <ReportBlocks def={preview.report.definition} blocks={preview.blocks} words={grid} noBlocks={tx('noBlocks')} truncated={tx('truncated')} />
        </Card>
      )}
    </Space>
  );
}

function directoriesOf(list: MenuEntry[]): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (l: MenuEntry[], depth: number) => {
    for (const m of l) {
      if (m.type === 1) out.push({ value: m.id, label: `${'\u3000'.repeat(depth)}${m.fullName}` });
      walk(m.children ?? [], depth + 1);
    }
  };
  walk(list, 0);
  return out;
}

/** 报表设计: the report list, and the designer of one report. */
export default function ReportDesigner() {
  const { message } = App.useApp();
  const lang = useApp((s) => s.language);
  const { tx } = useMemo(() => wordsOf(lang), [lang]);
  const menuList = useSession((s) => s.menuList);
  const [list, setList] = useState<ReportListRow[]>([]);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [publishing, setPublishing] = useState<ReportListRow | null>(null);
  const [versionsOf, setVersionsOf] = useState<{ report: ReportListRow; list: VersionRow[] } | null>(null);
  const showVersions = (report: ReportListRow) =>
    http.get<{ list: VersionRow[] }>(`${B}/${report.id}/Versions`).then((r) => setVersionsOf({ report, list: r.data.list }), () => undefined);
  const [form] = Form.useForm();
  const reload = useCallback(() => {
    http.get<{ list: ReportListRow[] }>(B, { pageSize: 100 }).then((r) => setList(r.data.list), () => undefined);
  }, []);
  useEffect(reload, [reload]);

  if (editing)
    return (
      <Editor
        initial={editing}
        onBack={() => {
          setEditing(null);
          reload();
        }}
      />
    );
  const open = (id: string) =>
    http.get<{ id: string; fullName: string; enCode: string; definition: ReportDefinition }>(`${B}/${id}`).then((r) => setEditing(r.data), () => undefined);
  return (
    <Card
      title={tx('reports')}
      extra={
        <Button type="primary" onClick={() => setEditing({ id: null, fullName: '', enCode: '', definition: emptyDefinition() })}>
          {tx('add')}
        </Button>
      }
    >
      <Table<ReportListRow>
        rowKey="id"
        size="small"
        dataSource={list}
        pagination={false}
        data-testid="report-list"
        locale={{ emptyText: tx('empty') }}
        columns={[
          { title: tx('name'), dataIndex: 'fullName' },
          { title: tx('code'), dataIndex: 'enCode' },
          { title: tx('version'), dataIndex: 'version', width: 80 },
          {
            title: tx('actions'),
            key: 'actions',
            render: (_, r) => (
              <Space>
                <Button size="small" type="link" onClick={() => void open(r.id)}>
                  {tx('design')}
                </Button>
                <Button size="small" type="link" onClick={() => void showVersions(r)}>
                  {tx('versions')}
                </Button>
                <Button size="small" type="link" onClick={() => http.post(`${B}/${r.id}/Actions/Copy`).then(reload, () => undefined)}>
                  {tx('copy')}
                </Button>
                <Button size="small" type="link" onClick={() => { setPublishing(r); form.setFieldsValue({ fullName: r.fullName, enCode: `campus.${r.enCode}`, parentId: undefined }); }}>
                  {tx('publish')}
                </Button>
                <Popconfirm title={tx('removeTitle')} onConfirm={() => http.delete(`${B}/${r.id}`).then(reload, () => undefined)}>
                  <Button size="small" type="link" danger>
                    {tx('remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!versionsOf} title={`${versionsOf?.report.fullName ?? ''} · ${tx('versions')}`} footer={null} onCancel={() => setVersionsOf(null)} destroyOnHidden>
        <Table<VersionRow>
          rowKey="version"
          size="small"
          pagination={false}
          dataSource={versionsOf?.list ?? []}
          data-testid="report-versions"
          columns={[
            { title: tx('version'), dataIndex: 'version', width: 70 },
            { title: tx('savedBy'), dataIndex: 'creatorUser' },
            { title: tx('savedAt'), dataIndex: 'creatorTime', render: (v: number) => new Date(v).toLocaleString() },
            {
              title: tx('actions'),
              key: 'restore',
              render: (_, v) => (
                <Popconfirm
                  title={tx('restoreTitle')}
                  onConfirm={() =>
                    http.post(`${B}/${versionsOf!.report.id}/Versions/${v.version}/Actions/Restore`).then(() => {
                      void showVersions(versionsOf!.report);
                      reload();
                    }, () => undefined)
                  }
                >
                  <Button size="small" type="link">
                    {tx('restore')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Modal>
      <Modal
        open={!!publishing}
        title={tx('publish')}
        onCancel={() => setPublishing(null)}
        onOk={() =>
          form.validateFields().then((v: { parentId: string; fullName: string; enCode: string }) =>
            http.post(`${B}/${publishing!.id}/Actions/Publish`, v).then(() => {
              void message.success(tx('published'));
              setPublishing(null);
            }, () => undefined),
          )
        }
      >
        <Form form={form} layout="vertical">
          <Form.Item name="parentId" label={tx('parent')} rules={[{ required: true, message: tx('directory') }]}>
            <Select options={directoriesOf(menuList)} />
          </Form.Item>
          <Form.Item name="fullName" label={tx('name')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="enCode" label={tx('menuCode')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
