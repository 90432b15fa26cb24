import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ReportDefinition } from '../../../contract/report/definition';
import type { BlockResult } from '../../../contract/report/compute';
import { valueText } from '../../../contract/report/table';
import { translateDefinition, translateText } from '../../../contract/report/translate';
import { http } from '../../api/client';
import { HttpError } from '../../api/http';
import { useApp } from '../../stores/app';
import ReportBlocks, { sectionsOf, type DrillTarget } from './ReportBlocks';
import { downloadExcel } from './excel';
import { wordsOf } from './texts';
import './report.css';

export interface Computed {
  report: { id: string; fullName: string; definition: ReportDefinition };
  rowCount: number;
  blocks: BlockResult[];
}

const B = '/api/VisualDevelopment/DataReport';

/** The drill-down table: the dataset's fields as columns, coded values by their labels. */
export function DrillModal({ def, target, rows, total, onClose }: { def: ReportDefinition; target: DrillTarget | null; rows: Record<string, unknown>[]; total: number; onClose: () => void }) {
  const lang = useApp((s) => s.language);
  const { tx, grid } = wordsOf(lang);
  const columns = def.dataset.fields.map((f) => ({
    title: f.label,
    dataIndex: f.name,
    key: f.name,
    render: (v: unknown) => (v === null || v === undefined ? '' : valueText(def.dataset.fields, f.name, String(v), grid)),
  }));
  return (
    <Modal open={!!target} title={target ? tx('drillTitle', { what: target.what }) : ''} onCancel={onClose} footer={null} width={860} destroyOnHidden>
      {total > rows.length && <Typography.Text type="secondary">{tx('drillMore', { n: total, m: rows.length })}</Typography.Text>}
      <Table size="small" rowKey={(_, i) => String(i)} columns={columns} dataSource={rows} pagination={{ pageSize: 10 }} data-testid="drill-rows" scroll={{ x: true }} />
    </Modal>
  );
}

/** A saved or published report: filters, blocks, drill-down, Excel, PDF and print. */
export default function ReportView({ reportId, onMissing }: { reportId: string; onMissing?: () => void }) {
  const lang = useApp((s) => s.language);
  const { tx, grid } = useMemo(() => wordsOf(lang), [lang]);
  const [data, setData] = useState<Computed | null>(null);
  const [error, setError] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [drill, setDrill] = useState<{ target: DrillTarget; rows: Record<string, unknown>[]; total: number } | null>(null);
  const [form] = Form.useForm();

  const load = useCallback(
    (v: Record<string, string>) => {
      http.get<Computed>(`${B}/${encodeURIComponent(reportId)}/Data`, v, { silent: true }).then(
        (r) => {
          setData(r.data);
          setError('');
        },
        (e: unknown) => {
          if (e instanceof HttpError && e.code === 404 && onMissing) onMissing();
          else setError(e instanceof Error ? e.message : String(e));
        },
      );
    },
    [reportId, onMissing],
  );
  useEffect(() => load(values), [load, values, lang]);

  const def = useMemo(() => (data ? translateDefinition(data.report.definition, lang) : undefined), [data, lang]);
  const openDrill = useCallback(
    (target: DrillTarget) => {
      http.get<{ list: Record<string, unknown>[]; total: number }>(`${B}/${encodeURIComponent(reportId)}/Rows`, { ...values, block: target.block, row: JSON.stringify(target.row), col: JSON.stringify(target.col) }).then(
        (r) => setDrill({ target, rows: r.data.list, total: r.data.total }),
        () => undefined,
      );
    },
    [reportId, values],
  );

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!data || !def) return <Card loading />;
  const pdfQuery = new URLSearchParams(values).toString();
  const title = translateText(data.report.definition, lang, data.report.fullName);
  return (
    <div className="ec-report-print" data-testid={`report-view-${reportId}`}>
      <Card size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {def.filters.length > 0 && (
            <Form
              form={form}
              layout="inline"
              className="ec-report-noprint"
              data-testid="report-filters"
              initialValues={Object.fromEntries(def.filters.map((f, i) => [`f${i}`, f.defaultValue ?? '']))}
              onFinish={(v: Record<string, string | undefined>) => setValues(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x ?? ''])))}
            >
              {def.filters.map((f, i) => (
                <Form.Item key={i} name={`f${i}`} label={f.label || def.dataset.fields.find((x) => x.name === f.field)?.label || f.field}>
                  <Input allowClear style={{ width: 180 }} />
                </Form.Item>
              ))}
              <Form.Item>
                <Button type="primary" htmlType="submit">
                  {tx('query')}
                </Button>
              </Form.Item>
            </Form>
          )}
          <Space className="ec-report-noprint" wrap>
            <Button icon={<FileExcelOutlined />} onClick={() => void downloadExcel(title, sectionsOf(def, data.blocks, grid))}>
              {tx('exportExcel')}
            </Button>
            <Button icon={<FilePdfOutlined />} href={`${B}/${encodeURIComponent(reportId)}/Actions/ExportPdf${pdfQuery ? `?${pdfQuery}` : ''}`} download>
              {tx('exportPdf')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {tx('print')}
            </Button>
            <Typography.Text type="secondary" data-testid="report-row-count">
              {tx('rowCount', { n: data.rowCount })}
            </Typography.Text>
          </Space>
        </Space>
      </Card>
      <div style={{ marginTop: 12 }}>
        <ReportBlocks def={def} blocks={data.blocks} words={grid} noBlocks={tx('noBlocks')} truncated={tx('truncated')} onDrill={openDrill} />
      </div>
      <DrillModal def={def} target={drill?.target ?? null} rows={drill?.rows ?? []} total={drill?.total ?? 0} onClose={() => setDrill(null)} />
    </div>
  );
}
