import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Input, Modal, Space, Table, Typography, message } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useRenderer } from '../../../../renderer/RendererContext';
import { download, postFile } from './fetchFile';
import { importExportTexts, type ImportExportTextKey } from './importExportTexts';

interface Student {
  id: string;
  studentNo: string;
  name: string;
  gender: string;
  school: string;
  grade: number;
  className: string;
  phone: string;
  birthday: string | null;
}
interface Report {
  total: number;
  valid: number;
  invalid: number;
  imported: number;
  dryRun: boolean;
  problems: { row: number; field: string; column: string; message: string }[];
  preview: (Omit<Student, 'id'> & { row: number })[];
}

const BASE = '/api/Extend/ImportExport';
const fill = (s: string, p: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));

/** 导入导出: the roster exported three ways; Excel and CSV imported after a preview, with a per-row report. */
export default function ImportExportExampleView() {
  const env = useRenderer();
  const tx = (k: ImportExportTextKey, p: Record<string, string | number> = {}) => fill(importExportTexts[env.lang][k], p);
  const [list, setList] = useState<Student[]>([]);
  const [total, setTotal] = useState(0);
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: 10 });
  const [keyword, setKeyword] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    const r = await env.services.request<{ list: Student[]; pagination: { total: number } }>('GET', BASE, { ...paging, keyword: keyword || undefined });
    setList(r.list);
    setTotal(r.pagination.total);
  }, [env.services, paging, keyword]);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const send = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    try {
      const r = await postFile<Report>(`${BASE}/Actions/Import?dryRun=${dryRun}`, chosen, env.lang);
      if (r.code !== 200) {
        void message.error(r.msg);
        setFile(null);
        return;
      }
      setReport(r.data);
      if (!dryRun) await load();
    } finally {
      setBusy(false);
    }
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setReport(null);
    void send(chosen, true);
  };
  const closeReport = () => {
    setFile(null);
    setReport(null);
    if (picker.current) picker.current.value = '';
  };
  const get = (url: string, name: string) => download(url, name, env.lang).catch((e: unknown) => void message.error(e instanceof Error ? e.message : String(e)));
  const kw = keyword ? `&keyword=${encodeURIComponent(keyword)}` : '';

  const columns = (['studentNo', 'name', 'gender', 'school', 'grade', 'className', 'phone', 'birthday'] as const).map((k) => ({ title: tx(k), dataIndex: k, key: k }));

  return (
    <Card>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search aria-label={tx('keyword')} placeholder={tx('keyword')} allowClear style={{ width: 240 }} onSearch={(v) => { setKeyword(v.trim()); setPaging((p) => ({ ...p, currentPage: 1 })); }} />
          <Button icon={<DownloadOutlined />} onClick={() => void get(`${BASE}/Actions/Export?format=xlsx${kw}`, '学生名单.xlsx')}>{tx('exportXlsx')}</Button>
          <Button icon={<DownloadOutlined />} onClick={() => void get(`${BASE}/Actions/Export?format=csv${kw}`, '学生名单.csv')}>{tx('exportCsv')}</Button>
          <Button icon={<DownloadOutlined />} onClick={() => void get(`${BASE}/Actions/Export?format=pdf${kw}`, '学生名单.pdf')}>{tx('exportPdf')}</Button>
          <Button type="link" onClick={() => void get(`${BASE}/Template?format=xlsx`, '学生导入模板.xlsx')}>{tx('templateXlsx')}</Button>
          <Button type="link" onClick={() => void get(`${BASE}/Template?format=csv`, '学生导入模板.csv')}>{tx('templateCsv')}</Button>
          <Button type="primary" icon={<UploadOutlined />} loading={busy && !report} onClick={() => picker.current?.click()}>{tx('import')}</Button>
          <input ref={picker} type="file" accept=".xlsx,.csv" hidden data-testid="import-file" aria-label={tx('import')} onChange={(e) => choose(e.target.files?.[0])} />
        </Space>
        <Typography.Text type="secondary">{tx('rule')}</Typography.Text>
        <Table<Student>
          rowKey="id"
          size="small"
          dataSource={list}
          columns={columns}
          pagination={{ current: paging.currentPage, pageSize: paging.pageSize, total, showSizeChanger: true, onChange: (currentPage, pageSize) => setPaging({ currentPage, pageSize }) }}
        />
      </Space>
      <Modal
        open={Boolean(report)}
        width={900}
        title={report?.dryRun ? tx('previewTitle', { file: file?.name ?? '' }) : tx('reportTitle')}
        onCancel={closeReport}
        footer={
          report?.dryRun
            ? [
                <Button key="cancel" onClick={closeReport}>{tx('cancel')}</Button>,
                <Button key="go" type="primary" disabled={!report.valid} loading={busy} onClick={() => file && void send(file, false)}>{tx('importValid', { n: report.valid })}</Button>,
              ]
            : [<Button key="close" type="primary" onClick={closeReport}>{tx('close')}</Button>]
        }
      >
        {report && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Alert
              data-testid="import-summary"
              type={report.invalid ? 'warning' : 'success'}
              showIcon
              message={report.dryRun ? tx('checked', { total: report.total, valid: report.valid, invalid: report.invalid }) : tx('imported', { n: report.imported, bad: report.invalid })}
            />
            {report.problems.length > 0 && (
              <>
                <Typography.Text strong>{tx('problems')}</Typography.Text>
                <Table
                  data-testid="import-problems"
                  rowKey={(p) => `${p.row}:${p.field}:${p.message}`}
                  size="small"
                  pagination={false}
                  scroll={{ y: 240 }}
                  dataSource={report.problems}
                  columns={[
                    { title: tx('row'), dataIndex: 'row', width: 80 },
                    { title: tx('column'), dataIndex: 'column', width: 120 },
                    { title: tx('problem'), dataIndex: 'message' },
                  ]}
                />
              </>
            )}
            {report.dryRun && report.preview.length > 0 && (
              <>
                <Typography.Text strong>{tx('validRows')}</Typography.Text>
                <Table rowKey="row" size="small" pagination={false} scroll={{ y: 240 }} dataSource={report.preview} columns={[{ title: tx('row'), dataIndex: 'row', width: 70 }, ...columns]} />
              </>
            )}
          </Space>
        )}
      </Modal>
    </Card>
  );
}
