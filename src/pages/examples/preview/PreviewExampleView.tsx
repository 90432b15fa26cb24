import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, List, Row, Space, Spin, Table, Tag, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useRenderer } from '../../../../renderer/RendererContext';
import { fetchBytes } from '../importExport/fetchFile';
import { codeLanguage, fileKind, type FileKind } from './fileKind';
import { previewTexts, type PreviewTextKey } from './previewTexts';

interface Sample {
  name: string;
  kind: string;
  size: number;
}
interface Shown {
  name: string;
  kind: FileKind;
  blob: Blob;
}

const fill = (s: string, p: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));

/** PDF pages drawn by pdf.js on a canvas, one page at a time. */
function PdfView({ blob, tx }: { blob: Blob; tx: (k: PreviewTextKey, p?: Record<string, string | number>) => string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<import('pdfjs-dist').PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  useEffect(() => {
    let live = true;
    let task: { destroy(): Promise<void> } | null = null;
    void (async () => {
      const pdfjs = await import('pdfjs-dist');
      const { default: worker } = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker;
      const loading = pdfjs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()) });
      task = loading;
      const loaded = await loading.promise;
      if (live) {
        setDoc(loaded);
        setPage(1);
      }
    })();
    return () => {
      live = false;
      void task?.destroy();
    };
  }, [blob]);
  useEffect(() => {
    if (!doc || !canvas.current) return;
    let task: { cancel(): void } | null = null;
    void doc.getPage(page).then((p) => {
      const viewport = p.getViewport({ scale: 1.3 });
      const c = canvas.current!;
      c.width = viewport.width;
      c.height = viewport.height;
      const t = p.render({ canvas: c, viewport });
      task = t;
      t.promise.then(() => c.setAttribute('data-rendered', String(page)), () => undefined);
    });
    return () => task?.cancel();
  }, [doc, page]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {doc && (
        <Space>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>{tx('prev')}</Button>
          <span data-testid="pdf-page">{tx('page', { n: page, total: doc.numPages })}</span>
          <Button size="small" disabled={page >= doc.numPages} onClick={() => setPage(page + 1)}>{tx('next')}</Button>
        </Space>
      )}
      {!doc && <Spin />}
      <canvas ref={canvas} data-testid="pdf-canvas" style={{ maxWidth: '100%', boxShadow: '0 0 4px rgba(0,0,0,.2)' }} />
    </Space>
  );
}

function DocxView({ blob }: { blob: Blob }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void (async () => {
      const { renderAsync } = await import('docx-preview');
      if (el.current) await renderAsync(await blob.arrayBuffer(), el.current, undefined, { inWrapper: true });
    })();
  }, [blob]);
  return <div ref={el} data-testid="docx-preview" style={{ maxHeight: '70vh', overflow: 'auto', background: '#f5f5f5' }} />;
}

/** The first sheet of a workbook as a table (exceljs in the browser; formulas show their results). */
function XlsxView({ blob, sheetLabel }: { blob: Blob; sheetLabel: string }) {
  const [sheet, setSheet] = useState<{ name: string; rows: string[][] } | null>(null);
  useEffect(() => {
    void (async () => {
      const { default: ExcelJS } = await import('exceljs');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(await blob.arrayBuffer());
      const ws = wb.worksheets[0];
      const rows: string[][] = [];
      ws?.eachRow({ includeEmpty: true }, (row, n) => {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cell.text));
        rows[n - 1] = cells;
      });
      setSheet({ name: ws?.name ?? '', rows: Array.from(rows, (r) => r ?? []) });
    })();
  }, [blob]);
  if (!sheet) return <Spin />;
  const width = Math.max(0, ...sheet.rows.map((r) => r.length));
  const [head = [], ...body] = sheet.rows;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Tag>{sheetLabel}: {sheet.name}</Tag>
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        dataSource={body.map((r, i) => ({ key: i, ...Object.fromEntries(Array.from({ length: width }, (_, c) => [`c${c}`, r[c] ?? ''])) }))}
        columns={Array.from({ length: width }, (_, c) => ({ title: head[c] ?? '', dataIndex: `c${c}` }))}
      />
    </Space>
  );
}

function CodeView({ blob, name }: { blob: Blob; name: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    void (async () => {
      const text = await blob.text();
      const { highlight } = await import('../../generator/highlight');
      // highlight.js escapes the source: the HTML holds only its own spans.
      setHtml(highlight(text.length > 200_000 ? text.slice(0, 200_000) : text, codeLanguage(name)));
    })();
  }, [blob, name]);
  return html === null ? <Spin /> : <pre className="hljs" data-testid="code-preview" style={{ maxHeight: '70vh', overflow: 'auto', padding: 12, background: '#fafafa' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

function MediaView({ shown }: { shown: Shown }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(shown.blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [shown.blob]);
  if (!url) return null;
  if (shown.kind === 'image') return <img src={url} alt={shown.name} style={{ maxWidth: '100%', maxHeight: '70vh' }} />;
  if (shown.kind === 'audio') return <audio controls src={url} aria-label={shown.name} />;
  return <video controls src={url} aria-label={shown.name} style={{ maxWidth: '100%', maxHeight: '70vh' }} />;
}

/** 文件预览: images, PDF, Word, Excel, audio, video and code, from the server's samples or a local file. */
export default function PreviewExampleView() {
  const env = useRenderer();
  const tx = (k: PreviewTextKey, p: Record<string, string | number> = {}) => fill(previewTexts[env.lang][k], p);
  const [samples, setSamples] = useState<Sample[]>([]);
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    env.services.request<{ list: Sample[] }>('GET', '/api/Extend/Preview/Samples').then((r) => setSamples(r.list), () => undefined);
  }, [env.services]);

  const open = async (s: Sample) => {
    setError(null);
    try {
      setShown({ name: s.name, kind: fileKind(s.name), blob: await fetchBytes(`/api/Extend/Preview/Samples/${encodeURIComponent(s.name)}`, env.lang) });
    } catch (e) {
      setError(tx('failed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };
  const local = (f: File | undefined) => {
    if (!f) return;
    setError(null);
    setShown({ name: f.name, kind: fileKind(f.name), blob: f });
  };

  const viewer = () => {
    if (error) return <Alert type="error" message={error} />;
    if (!shown) return <Typography.Text type="secondary">{tx('pick')}</Typography.Text>;
    switch (shown.kind) {
      case 'pdf':
        return <PdfView key={shown.name} blob={shown.blob} tx={tx} />;
      case 'docx':
        return <DocxView key={shown.name} blob={shown.blob} />;
      case 'xlsx':
        return <XlsxView key={shown.name} blob={shown.blob} sheetLabel={tx('sheet')} />;
      case 'text':
        return <CodeView key={shown.name} blob={shown.blob} name={shown.name} />;
      case 'image':
      case 'audio':
      case 'video':
        return <MediaView key={shown.name} shown={shown} />;
      default:
        return <Alert type="warning" message={tx('unsupported', { name: shown.name })} />;
    }
  };

  return (
    <Row gutter={12}>
      <Col xs={24} md={7}>
        <Card size="small" title={tx('samples')}>
          <List
            size="small"
            dataSource={samples}
            renderItem={(s) => (
              <List.Item style={{ cursor: 'pointer', background: shown?.name === s.name ? '#e6f4ff' : undefined }} onClick={() => void open(s)}>
                <Button type="link" style={{ padding: 0 }}>{s.name}</Button>
                <Tag>{tx(`kind_${fileKind(s.name)}` as PreviewTextKey)}</Tag>
              </List.Item>
            )}
          />
          <Space direction="vertical" style={{ marginTop: 12 }}>
            <Button icon={<UploadOutlined />} onClick={() => picker.current?.click()}>{tx('upload')}</Button>
            <input ref={picker} type="file" hidden data-testid="preview-file" aria-label={tx('upload')} onChange={(e) => local(e.target.files?.[0])} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{tx('uploadHint')}</Typography.Text>
          </Space>
        </Card>
      </Col>
      <Col xs={24} md={17}>
        <Card size="small" title={shown?.name ?? ' '}>
          <div data-testid="preview-body">{viewer()}</div>
        </Card>
      </Col>
    </Row>
  );
}
