import { useCallback, useEffect, useMemo, useState } from 'react';
import ReactGridLayout, { getCompactor, useContainerWidth, verticalCompactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { App, Button, Divider, Empty, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import {
  PORTAL_CARD_KINDS, SCREEN_HEIGHT, SCREEN_ITEM_KINDS, SCREEN_WIDTH, needsSource, type DataSource, type PortalDefinition, type ScreenDefinition, type Shortcut,
} from '../../../contract/portal/definition';
import CardBody from './CardBody';
import { consoleFetcher } from './consoleFetcher';
import { designApi, type DesignEntity, type DesignKind } from './designApi';
import type { PortalWord } from './texts';

// 门户设计 / 大屏设计's canvas: cards are dragged by their header and resized by their corner
// (react-grid-layout), configured on the right, and drawn with their live data while designing.
// A portal is a 12-column grid; a screen is the 1920×1080 canvas in 10-pixel steps, placed freely.

interface Box {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  kind: string;
  title: string;
  source?: DataSource;
  html?: string;
  shortcuts?: Shortcut[];
}

const STEP = 10;
const screenCompactor = getCompactor(null, true);

function boxesOf(e: DesignEntity): Box[] {
  const d = e.definition as PortalDefinition & ScreenDefinition;
  return (d.cards ?? d.items ?? []) as Box[];
}

const shortcutsText = (list: Shortcut[] = []) => list.map((s) => `${s.title}|${s.path}`).join('\n');
const parseShortcuts = (text: string): Shortcut[] =>
  text
    .split('\n')
    .map((l) => l.split('|').map((x) => x.trim()))
    .filter(([title, path]) => title && path)
    .map(([title, path]) => ({ title, path }));

export default function Designer({ kind, id, tx, onClose }: { kind: DesignKind; id: string; tx: (k: PortalWord) => string; onClose: (saved: boolean) => void }) {
  const { message } = App.useApp();
  const [entity, setEntity] = useState<DesignEntity | null>(null);
  const [boxes, setBoxes] = useState<Box[]>([]);
  const [screen, setScreen] = useState({ refreshSeconds: 30, background: '#0b1a33' });
  const [published, setPublished] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [aggregates, setAggregates] = useState<{ key: string; title: string }[]>([]);
  const [versions, setVersions] = useState<{ version: number; note: string }[]>([]);
  const [saving, setSaving] = useState(false);
  const [savedOnce, setSavedOnce] = useState(false);
  const { width, containerRef, mounted } = useContainerWidth();
  const unit = kind === 'screen' ? STEP : 1;

  const load = useCallback(async () => {
    const e = (await designApi.get(kind, id)).data;
    setEntity(e);
    setBoxes(boxesOf(e));
    setPublished(e.state === 1);
    if (kind === 'screen') {
      const d = e.definition as ScreenDefinition;
      setScreen({ refreshSeconds: d.refreshSeconds, background: d.background });
    }
    setVersions((await designApi.versions(kind, id)).data.list);
  }, [kind, id]);

  useEffect(() => {
    void load();
    designApi.aggregates().then((r) => setAggregates(r.data.list), () => undefined);
  }, [load]);

  const layout = useMemo<Layout>(() => boxes.map((b) => ({ i: b.i, x: b.x / unit, y: b.y / unit, w: b.w / unit, h: b.h / unit })), [boxes, unit]);

  const onLayoutChange = (next: Layout) => {
    setBoxes((prev) =>
      prev.map((b) => {
        const p = next.find((l) => l.i === b.i);
        return p ? { ...b, x: p.x * unit, y: p.y * unit, w: p.w * unit, h: p.h * unit } : b;
      }),
    );
  };

  const add = (k: string) => {
    const i = `c${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const bottom = Math.max(0, ...boxes.map((b) => b.y + b.h));
    const title = tx(`kind_${k}` as PortalWord);
    const source: DataSource | undefined = needsSource(k) ? { type: 'aggregate', key: aggregates[0]?.key ?? 'usersPerSchool' } : undefined;
    const box: Box =
      kind === 'portal'
        ? { i, x: (boxes.length * 4) % 12, y: bottom, w: 4, h: 5, kind: k, title, source, ...(k === 'richText' ? { html: '<p></p>' } : {}), ...(k === 'shortcuts' ? { shortcuts: [{ title: '首页', path: '/home' }] } : {}) }
        : { i, x: 0, y: Math.min(bottom, SCREEN_HEIGHT - 240), w: 400, h: 240, kind: k, title, source };
    setBoxes((prev) => [...prev, box]);
    setSelected(i);
  };

  const patch = (i: string, change: Partial<Box>) => setBoxes((prev) => prev.map((b) => (b.i === i ? { ...b, ...change } : b)));
  const current = boxes.find((b) => b.i === selected) ?? null;

  const definition = (): PortalDefinition | ScreenDefinition =>
    kind === 'portal' ? ({ cards: boxes } as PortalDefinition) : ({ ...screen, items: boxes } as ScreenDefinition);

  const save = async () => {
    if (!entity) return;
    setSaving(true);
    try {
      await designApi.save(kind, id, { fullName: entity.fullName, enCode: entity.enCode, state: published ? 1 : 0, definition: definition() });
      void message.success(tx('saved'));
      setSavedOnce(true);
      await load();
    } catch {
      // the client has shown the server's reason (which card, what is wrong)
    } finally {
      setSaving(false);
    }
  };

  const restore = async (version: number) => {
    await designApi.restore(kind, id, version);
    setSavedOnce(true);
    await load();
  };

  const scale = kind === 'screen' && width ? width / SCREEN_WIDTH : 1;
  const kinds = kind === 'portal' ? PORTAL_CARD_KINDS : SCREEN_ITEM_KINDS;

  return (
    <div style={{ display: 'flex', gap: 12, height: '100%', minHeight: 0 }}>
      <div style={{ width: 150, flex: 'none' }}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {tx('addCard')}
        </Typography.Title>
        <Space direction="vertical" style={{ width: '100%' }}>
          {kinds.map((k) => (
            <Button key={k} block onClick={() => add(k)} data-add-card={k}>
              {tx(`kind_${k}` as PortalWord)}
            </Button>
          ))}
        </Space>
      </div>
      <div style={{ flex: 1, minWidth: 0, overflow: 'auto', background: kind === 'screen' ? '#f0f0f0' : '#f5f5f5', padding: 8 }}>
        <div ref={containerRef} data-designer-canvas style={kind === 'screen' ? { background: screen.background || '#0b1a33', height: SCREEN_HEIGHT * scale, position: 'relative' } : undefined}>
          {mounted && width > 0 ? (
            <ReactGridLayout
              width={width}
              layout={layout}
              gridConfig={
                kind === 'portal'
                  ? { cols: 12, rowHeight: 40, margin: [12, 12], maxRows: 200 }
                  : { cols: SCREEN_WIDTH / STEP, rowHeight: STEP * scale, margin: [0, 0], containerPadding: [0, 0], maxRows: SCREEN_HEIGHT / STEP }
              }
              dragConfig={{ enabled: true, handle: '.portal-drag', bounded: kind === 'screen' }}
              resizeConfig={{ enabled: true }}
              compactor={kind === 'portal' ? verticalCompactor : screenCompactor}
              onLayoutChange={onLayoutChange}
              autoSize={kind === 'portal'}
            >
              {boxes.map((b) => (
                <div
                  key={b.i}
                  data-card={b.i}
                  onMouseDown={() => setSelected(b.i)}
                  style={{
                    background: kind === 'screen' ? 'rgba(255,255,255,0.04)' : '#fff',
                    border: `2px solid ${selected === b.i ? '#1677ff' : kind === 'screen' ? '#2f54eb' : '#f0f0f0'}`,
                    borderRadius: 6,
                    display: 'flex',
                    flexDirection: 'column',
                    overflow: 'hidden',
                  }}
                >
                  <div className="portal-drag" style={{ cursor: 'move', padding: '4px 8px', fontWeight: 500, color: kind === 'screen' ? '#d6e4ff' : '#262626', display: 'flex', gap: 6 }}>
                    <HolderOutlined aria-hidden />
                    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{b.title}</span>
                  </div>
                  <div style={{ flex: 1, minHeight: 0, overflow: 'hidden', padding: '0 8px 8px', pointerEvents: 'none' }}>
                    <CardBody card={b} fetcher={consoleFetcher} tx={tx} dark={kind === 'screen'} />
                  </div>
                </div>
              ))}
            </ReactGridLayout>
          ) : null}
        </div>
      </div>
      <div style={{ width: 300, flex: 'none', overflow: 'auto' }}>
        <Space style={{ marginBottom: 12 }} wrap>
          <Button type="primary" loading={saving} onClick={() => void save()} data-save>
            {tx('save')}
          </Button>
          <Button onClick={() => onClose(savedOnce)}>{tx('close')}</Button>
          <Select
            aria-label={tx('versions')}
            placeholder={tx('versions')}
            style={{ width: 120 }}
            value={null}
            options={versions.map((v) => ({ value: v.version, label: `v${v.version}${v.note ? ` ${v.note}` : ''}` }))}
            onChange={(v: number) => void restore(v)}
          />
        </Space>
        <Form layout="vertical" size="small">
          <Form.Item label={tx('publish')}>
            <Switch checked={published} onChange={setPublished} aria-label={tx('publish')} />
          </Form.Item>
          {kind === 'screen' ? (
            <>
              <Form.Item label={tx('refreshSeconds')}>
                <InputNumber min={0} max={3600} value={screen.refreshSeconds} onChange={(v) => setScreen((s) => ({ ...s, refreshSeconds: Number(v ?? 0) }))} aria-label={tx('refreshSeconds')} />
              </Form.Item>
              <Form.Item label={tx('background')}>
                <Input value={screen.background} onChange={(e) => setScreen((s) => ({ ...s, background: e.target.value }))} aria-label={tx('background')} />
              </Form.Item>
            </>
          ) : null}
          <Divider />
          {current ? (
            <CardProperties box={current} aggregates={aggregates} tx={tx} onChange={(c) => patch(current.i, c)} onRemove={() => setBoxes((prev) => prev.filter((b) => b.i !== current.i))} />
          ) : (
            <Empty description={tx('pickCard')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </Form>
      </div>
    </div>
  );
}

function CardProperties({ box, aggregates, tx, onChange, onRemove }: { box: Box; aggregates: { key: string; title: string }[]; tx: (k: PortalWord) => string; onChange: (c: Partial<Box>) => void; onRemove: () => void }) {
  const s = box.source;
  return (
    <div data-properties>
      <Form.Item label={tx('cardTitle')}>
        <Input value={box.title} maxLength={100} onChange={(e) => onChange({ title: e.target.value })} aria-label={tx('cardTitle')} />
      </Form.Item>
      {needsSource(box.kind) ? (
        <>
          <Form.Item label={tx('sourceType')}>
            <Select
              aria-label={tx('sourceType')}
              value={s?.type ?? 'aggregate'}
              options={(['aggregate', 'dataInterface', 'model'] as const).map((v) => ({ value: v, label: tx(v) }))}
              onChange={(type: DataSource['type']) => onChange({ source: type === 'aggregate' ? { type, key: aggregates[0]?.key ?? '' } : { type, id: '' } })}
            />
          </Form.Item>
          {s?.type === 'aggregate' ? (
            <Form.Item label={tx('aggregate')}>
              <Select aria-label={tx('aggregate')} value={s.key} options={aggregates.map((a) => ({ value: a.key, label: a.title }))} onChange={(key: string) => onChange({ source: { type: 'aggregate', key } })} />
            </Form.Item>
          ) : s ? (
            <>
              <Form.Item label={tx('sourceId')}>
                <Input aria-label={tx('sourceId')} value={s.id} onChange={(e) => onChange({ source: { ...s, id: e.target.value.trim() } })} />
              </Form.Item>
              <Form.Item label={tx('nameField')}>
                <Input aria-label={tx('nameField')} value={s.nameField ?? ''} onChange={(e) => onChange({ source: { ...s, nameField: e.target.value.trim() || undefined } })} />
              </Form.Item>
              <Form.Item label={tx('valueField')}>
                <Input aria-label={tx('valueField')} value={s.valueField ?? ''} onChange={(e) => onChange({ source: { ...s, valueField: e.target.value.trim() || undefined } })} />
              </Form.Item>
            </>
          ) : null}
        </>
      ) : null}
      {box.kind === 'richText' ? (
        <Form.Item label={tx('html')}>
          <Input.TextArea aria-label={tx('html')} rows={6} value={box.html ?? ''} onChange={(e) => onChange({ html: e.target.value })} />
        </Form.Item>
      ) : null}
      {box.kind === 'shortcuts' ? (
        <Form.Item label={tx('shortcuts')}>
          <Input.TextArea aria-label={tx('shortcuts')} rows={5} defaultValue={shortcutsText(box.shortcuts)} onChange={(e) => onChange({ shortcuts: parseShortcuts(e.target.value) })} />
        </Form.Item>
      ) : null}
      <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
        {tx('removeCard')}
      </Button>
    </div>
  );
}
