import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Alert, App, Button, Card, Col, Input, List, Row, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import { useRenderer } from '../../../../renderer/RendererContext';
import EmptyText from '../../community/EmptyText';
import { toPdfPlacement } from '../../../../contract/examples/signet/placement';
import { signetWords, type SignetWord } from '../../../../contract/examples/signet/words';
import { drawSeal } from './sealPicture';

interface Seal {
  id: string;
  name: string;
  source: string;
  dataUrl: string;
}
interface StampRecord {
  id: string;
  fileName: string;
  originalSha256: string;
  stampedSha256: string;
  sealName: string;
  pageIndex: number;
  x: number;
  y: number;
  size: number;
  userName: string;
  createdAt: number;
}
interface Loaded {
  name: string;
  base64: string;
  pages: { width: number; height: number }[];
}

const PREVIEW_WIDTH = 520;
const SEAL_SIDE = 90;

const fileBase64 = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).split(',')[1] ?? '');
    r.onerror = () => reject(r.error);
    r.readAsDataURL(f);
  });
const bytesOf = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

/** Renders one PDF page with pdf.js into the canvas at the preview width; answers the drawn height. */
async function renderPage(canvas: HTMLCanvasElement, base64: string, pageIndex: number): Promise<number> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = (await import('pdfjs-dist/build/pdf.worker.min.mjs?url')).default;
  const doc = await pdfjs.getDocument({ data: bytesOf(base64) }).promise;
  const page = await doc.getPage(pageIndex + 1);
  const viewport = page.getViewport({ scale: PREVIEW_WIDTH / page.getViewport({ scale: 1 }).width });
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
  await doc.cleanup();
  return viewport.height;
}

/** 电子签章: seals, a PDF previewed in the browser with the seal dragged into place, stamping with a record, verification. */
export default function SignetView() {
  const env = useRenderer();
  const { message } = App.useApp();
  const w = (k: SignetWord, n?: number) => signetWords[env.lang][k].replace('{n}', String(n ?? ''));
  const fail = (e: unknown) => message.error((e as { msg?: string }).msg ?? String(e));
  const [seals, setSeals] = useState<Seal[]>([]);
  const [records, setRecords] = useState<StampRecord[]>([]);
  const [sealText, setSealText] = useState('城东区教育局');
  const [pdf, setPdf] = useState<Loaded | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [sealId, setSealId] = useState<string | undefined>();
  const [pos, setPos] = useState({ left: 320, top: 520 });
  const [previewHeight, setPreviewHeight] = useState(0);
  const [lastStamped, setLastStamped] = useState<{ name: string; base64: string } | null>(null);
  const [verdict, setVerdict] = useState<{ result: string; msg: string } | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  const load = useCallback(() => {
    env.services.request<{ list: Seal[] }>('GET', '/api/Extend/Signet/Seal').then((d) => {
      setSeals(d.list);
      setSealId((s) => s ?? d.list[0]?.id);
    }, () => undefined);
    env.services.request<{ list: StampRecord[] }>('GET', '/api/Extend/Signet/Record').then((d) => setRecords(d.list), () => undefined);
  }, [env.services]);
  useEffect(load, [load]);
  useEffect(() => {
    if (pdf && canvas.current) renderPage(canvas.current, pdf.base64, pageIndex).then(setPreviewHeight, fail);
    // fail is a fresh function each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, pageIndex]);

  const addSeal = (dataUrl: string, name: string, source: 'upload' | 'generated') => env.services.request('POST', '/api/Extend/Signet/Seal', { name, dataUrl, source }).then(load, fail);
  const openPdf = async (f: File) => {
    try {
      const base64 = await fileBase64(f);
      const r = await env.services.request<{ pages: { width: number; height: number }[] }>('POST', '/api/Extend/Signet/Pages', { pdf: base64 });
      setPdf({ name: f.name, base64, pages: r.pages });
      setPageIndex(0);
      setLastStamped(null);
    } catch (e) {
      fail(e);
    }
  };
  const down = (e: PointerEvent) => {
    (e.target as Element).setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, left: pos.left, top: pos.top };
  };
  const move = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    setPos({ left: Math.min(Math.max(0, d.left + e.clientX - d.x), PREVIEW_WIDTH - SEAL_SIDE), top: Math.min(Math.max(0, d.top + e.clientY - d.y), Math.max(0, previewHeight - SEAL_SIDE)) });
  };
  const stamp = async () => {
    if (!pdf || !sealId) return;
    const page = pdf.pages[pageIndex];
    const at = toPdfPlacement({ left: pos.left, top: pos.top, side: SEAL_SIDE, previewWidth: PREVIEW_WIDTH, previewHeight }, page);
    try {
      const r = await env.services.request<{ record: StampRecord; pdf: string }>('POST', '/api/Extend/Signet/Stamp', { fileName: pdf.name, pdf: pdf.base64, sealId, pageIndex, ...at });
      message.success(w('stamped'));
      setLastStamped({ name: pdf.name.replace(/\.pdf$/i, '') + '-stamped.pdf', base64: r.pdf });
      setPdf({ ...pdf, base64: r.pdf });
      load();
    } catch (e) {
      fail(e);
    }
  };
  const verify = async (f: File) => {
    try {
      const base64 = await fileBase64(f);
      const r = await env.services.request<{ result: string }>('POST', '/api/Extend/Signet/Verify', { pdf: base64 });
      setVerdict({ result: r.result, msg: w(`result_${r.result}` as SignetWord) });
    } catch (e) {
      fail(e);
    }
  };
  const seal = seals.find((s) => s.id === sealId);
  const download = (name: string, base64: string) => {
    const url = URL.createObjectURL(new Blob([bytesOf(base64)], { type: 'application/pdf' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <Row gutter={16}>
      <Col xs={24} xl={8}>
        <Card title={w('seals')} size="small">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space.Compact style={{ width: '100%' }}>
              <Input aria-label={w('sealName')} value={sealText} onChange={(e) => setSealText(e.target.value)} />
              <Button type="primary" disabled={!sealText.trim()} onClick={() => addSeal(drawSeal(sealText), sealText.trim(), 'generated')} data-testid="seal-generate">
                {w('generate')}
              </Button>
            </Space.Compact>
            <Upload accept="image/png" showUploadList={false} beforeUpload={(f) => (fileBase64(f).then((b) => addSeal(`data:image/png;base64,${b}`, f.name.replace(/\.png$/i, ''), 'upload')), false)}>
              <Button>{w('upload')}</Button>
            </Upload>
            <List<Seal>
              grid={{ gutter: 8, column: 3 }}
              dataSource={seals}
              locale={{ emptyText: <EmptyText text={w('empty')} /> }}
              renderItem={(s) => (
                <List.Item>
                  <Card
                    size="small"
                    hoverable
                    onClick={() => setSealId(s.id)}
                    style={{ borderColor: s.id === sealId ? '#1677ff' : undefined }}
                    cover={<img src={s.dataUrl} alt={s.name} style={{ height: 72, objectFit: 'contain', padding: 4 }} />}
                  >
                    <Typography.Text ellipsis style={{ fontSize: 12 }}>
                      {s.name}
                    </Typography.Text>
                  </Card>
                </List.Item>
              )}
            />
          </Space>
        </Card>
        <Card title={w('verify')} size="small" style={{ marginTop: 16 }}>
          <Upload accept="application/pdf" showUploadList={false} beforeUpload={(f) => (verify(f), false)}>
            <Button data-testid="signet-verify">{w('verifyPick')}</Button>
          </Upload>
          {verdict ? <Alert style={{ marginTop: 8 }} type={verdict.result === 'stamped' ? 'success' : verdict.result === 'original' ? 'info' : 'error'} showIcon message={verdict.msg} data-testid="signet-verdict" /> : null}
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card title={w('stamp')} size="small">
          <Typography.Paragraph type="secondary">{w('help')}</Typography.Paragraph>
          <Space wrap style={{ marginBottom: 8 }}>
            <Upload accept="application/pdf" showUploadList={false} beforeUpload={(f) => (openPdf(f), false)}>
              <Button data-testid="signet-pick-pdf">{w('pickPdf')}</Button>
            </Upload>
            {pdf ? <Select aria-label={w('page', pageIndex + 1)} value={pageIndex} onChange={setPageIndex} style={{ width: 120 }} options={pdf.pages.map((_, i) => ({ value: i, label: w('page', i + 1) }))} /> : null}
            {pdf ? <Select aria-label={w('seals')} value={sealId} onChange={setSealId} style={{ width: 200 }} options={seals.map((s) => ({ value: s.id, label: s.name }))} /> : null}
            {pdf ? (
              <Button type="primary" disabled={!sealId || !previewHeight} onClick={stamp} data-testid="signet-stamp">
                {w('doStamp')}
              </Button>
            ) : null}
            {lastStamped ? <Button onClick={() => download(lastStamped.name, lastStamped.base64)}>{w('download')}</Button> : null}
          </Space>
          {pdf ? (
            <div style={{ position: 'relative', width: PREVIEW_WIDTH, border: '1px solid #d9d9d9' }} onPointerMove={move} onPointerUp={() => (drag.current = null)}>
              <canvas ref={canvas} data-testid="signet-preview" aria-label={pdf.name} role="img" style={{ display: 'block' }} />
              {seal ? (
                <img
                  src={seal.dataUrl}
                  alt={w('pickSeal')}
                  draggable={false}
                  data-testid="signet-seal"
                  onPointerDown={down}
                  style={{ position: 'absolute', left: pos.left, top: pos.top, width: SEAL_SIDE, height: SEAL_SIDE, cursor: 'move', opacity: 0.85, touchAction: 'none' }}
                />
              ) : null}
            </div>
          ) : null}
        </Card>
        <Card title={w('records')} size="small" style={{ marginTop: 16 }}>
          <Table<StampRecord>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={records}
            locale={{ emptyText: <EmptyText text={w('recordsEmpty')} /> }}
            columns={[
              { title: w('file'), dataIndex: 'fileName' },
              { title: w('seals'), dataIndex: 'sealName' },
              { title: w('position'), key: 'p', render: (_: unknown, r) => `${w('page', r.pageIndex + 1)} (${Math.round(r.x)}, ${Math.round(r.y)})` },
              { title: w('sha'), key: 'sha', render: (_: unknown, r) => <Typography.Text code style={{ fontSize: 11 }}>{r.originalSha256.slice(0, 12)}… / {r.stampedSha256.slice(0, 12)}…</Typography.Text> },
              { title: w('who'), dataIndex: 'userName' },
              { title: w('when'), dataIndex: 'createdAt', render: (t: number) => new Date(t).toLocaleString() },
            ]}
          />
          {records.length ? <Tag style={{ marginTop: 8 }}>{records.length}</Tag> : null}
        </Card>
      </Col>
    </Row>
  );
}

