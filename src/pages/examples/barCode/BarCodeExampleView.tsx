import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Input, Row, Select, Space, Tabs, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useRenderer } from '../../../../renderer/RendererContext';
import { SYMBOLOGIES, completed, refusal, type Symbology } from './barcodeFormats';
import { barCodeTexts, type BarCodeTextKey } from './barCodeTexts';

interface Label {
  id: string;
  studentNo: string;
  name: string;
  school: string;
  className: string;
  grade: number;
}

const save = (href: string, name: string) => {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
};

/** Draws one code as SVG markup (jsbarcode for linear codes, qrcode for QR). */
async function drawSvg(kind: Symbology, text: string): Promise<string> {
  if (kind === 'QR') {
    const { default: QRCode } = await import('qrcode');
    return QRCode.toString(text, { type: 'svg', margin: 2, width: 220 });
  }
  const { default: JsBarcode } = await import('jsbarcode');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  JsBarcode(svg, text, { format: kind, height: 80, displayValue: true, margin: 10 });
  svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return svg.outerHTML;
}

/** The same code as a PNG data URL. */
async function drawPng(kind: Symbology, text: string): Promise<string> {
  if (kind === 'QR') {
    const { default: QRCode } = await import('qrcode');
    return QRCode.toDataURL(text, { margin: 2, width: 440 });
  }
  const { default: JsBarcode } = await import('jsbarcode');
  const canvas = document.createElement('canvas');
  JsBarcode(canvas, text, { format: kind, height: 120, width: 3, displayValue: true, margin: 16 });
  return canvas.toDataURL('image/png');
}

function Code({ kind, text, label }: { kind: Symbology; text: string; label: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    void drawSvg(kind, text).then((s) => live && setSvg(s), () => live && setSvg(''));
    return () => {
      live = false;
    };
  }, [kind, text]);
  // The markup is made by jsbarcode/qrcode from validated text, not taken from a user's HTML.
  return <div role="img" aria-label={label} data-code={kind} dangerouslySetInnerHTML={{ __html: svg }} style={{ maxWidth: '100%' }} />;
}

type Detector = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
const detectorClass = () => (globalThis as { BarcodeDetector?: new (o?: { formats: string[] }) => Detector }).BarcodeDetector;

/** Reads an image: the browser's BarcodeDetector when there is one (all symbologies), jsQR otherwise. */
async function decode(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const Detector = detectorClass();
  if (Detector) {
    try {
      const found = await new Detector({ formats: ['qr_code', 'code_128', 'ean_13', 'code_39', 'itf'] }).detect(bitmap);
      if (found[0]) return found[0].rawValue;
    } catch {
      // fall through to jsQR
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(bitmap, 0, 0);
  const { default: jsQR } = await import('jsqr');
  const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(img.data, img.width, img.height)?.data ?? null;
}

/** 条码示例: barcodes and QR codes drawn from text (PNG/SVG), student labels, and codes read from an image. */
export default function BarCodeExampleView() {
  const env = useRenderer();
  const tx = (k: BarCodeTextKey) => barCodeTexts[env.lang][k];
  const [kind, setKind] = useState<Symbology>('CODE128');
  const [text, setText] = useState('20240001');
  const [labels, setLabels] = useState<Label[]>([]);
  const [keyword, setKeyword] = useState('');
  const [scanned, setScanned] = useState<{ text: string | null; image: string } | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    env.services.request<{ list: Label[] }>('GET', '/api/Extend/BarCode/Students', { keyword: keyword || undefined }).then((r) => setLabels(r.list), () => undefined);
  }, [env.services, keyword]);

  const problem = refusal(kind, text);
  const code = completed(kind, text);
  const scan = async (file: File | undefined) => {
    if (!file) return;
    const image = URL.createObjectURL(file);
    setScanned({ text: await decode(file).catch(() => null), image });
  };

  const generator = (
    <Row gutter={16}>
      <Col xs={24} md={10}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select aria-label={tx('kind')} value={kind} onChange={setKind} options={SYMBOLOGIES.map((s) => ({ value: s, label: s === 'QR' ? 'QR Code' : s }))} style={{ width: 200 }} />
          <Input.TextArea aria-label={tx('text')} value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={1000} status={problem ? 'error' : undefined} />
          {problem && <Alert type="error" showIcon message={tx(problem)} />}
          <Space>
            <Button icon={<DownloadOutlined />} disabled={Boolean(problem)} onClick={() => void drawPng(kind, code).then((u) => save(u, `${kind}-${code.slice(0, 20)}.png`))}>{tx('downloadPng')}</Button>
            <Button icon={<DownloadOutlined />} disabled={Boolean(problem)} onClick={() => void drawSvg(kind, code).then((s) => save(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(s)}`, `${kind}-${code.slice(0, 20)}.svg`))}>{tx('downloadSvg')}</Button>
          </Space>
        </Space>
      </Col>
      <Col xs={24} md={14}>
        <Card size="small" data-testid="generated-code">{!problem && <Code kind={kind} text={code} label={`${kind}: ${code}`} />}</Card>
      </Col>
    </Row>
  );

  const labelSheet = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search aria-label={tx('keyword')} placeholder={tx('keyword')} allowClear style={{ width: 240 }} onSearch={(v) => setKeyword(v.trim())} />
      <Row gutter={[12, 12]}>
        {labels.map((l) => (
          <Col key={l.id} xs={24} md={12} xl={8}>
            <Card size="small" title={`${l.name} · ${l.school}`}>
              <Space align="center">
                <div style={{ width: 200 }}><Code kind="CODE128" text={l.studentNo} label={`CODE128: ${l.studentNo}`} /></div>
                <div style={{ width: 90 }}><Code kind="QR" text={`${l.studentNo} ${l.name} ${l.school} ${l.className}`} label={`QR: ${l.studentNo}`} /></div>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );

  const scanner = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{tx('scanHint')} {detectorClass() ? tx('barcodeDetector') : tx('onlyQr')}</Typography.Text>
      <Button icon={<UploadOutlined />} onClick={() => picker.current?.click()}>{tx('pickImage')}</Button>
      <input ref={picker} type="file" accept="image/*" hidden data-testid="scan-file" aria-label={tx('pickImage')} onChange={(e) => void scan(e.target.files?.[0])} />
      {scanned && (
        <Row gutter={16}>
          <Col span={10}><img src={scanned.image} alt={tx('pickImage')} style={{ maxWidth: '100%', maxHeight: 280 }} /></Col>
          <Col span={14}>
            {scanned.text === null ? (
              <Alert type="warning" showIcon message={tx('notFound')} />
            ) : (
              <Alert type="success" showIcon message={tx('result')} description={<Typography.Paragraph copyable data-testid="scan-result" style={{ margin: 0 }}>{scanned.text}</Typography.Paragraph>} />
            )}
          </Col>
        </Row>
      )}
    </Space>
  );

  return (
    <Card>
      <Tabs
        items={[
          { key: 'generate', label: tx('generate'), children: generator },
          { key: 'labels', label: tx('labels'), children: labelSheet },
          { key: 'scan', label: tx('scan'), children: scanner },
        ]}
      />
    </Card>
  );
}
