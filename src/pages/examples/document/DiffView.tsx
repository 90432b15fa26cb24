import { Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';

export interface DiffAnswer {
  from: number;
  to: number;
  added: number;
  removed: number;
  inline: { kind: string; text: string }[];
  side: { left: string | null; right: string | null; kind: string }[];
}

const BG: Record<string, string> = { added: '#f6ffed', removed: '#fff1f0', changed: '#fffbe6', same: 'transparent' };

/** Two versions' difference, side by side (old left, new right) or inline (removed struck through). */
export default function DiffView({ diff, w }: { diff: DiffAnswer; w: (k: 'sideBySide' | 'inline' | 'added' | 'removed' | 'version' | 'noChange', n?: number) => string }) {
  const [mode, setMode] = useState<'side' | 'inline'>('side');
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="doc-diff">
      <Space wrap>
        <Segmented value={mode} onChange={(v) => setMode(v as 'side' | 'inline')} options={[{ value: 'side', label: w('sideBySide') }, { value: 'inline', label: w('inline') }]} />
        <Tag color="green">{w('added', diff.added)}</Tag>
        <Tag color="red">{w('removed', diff.removed)}</Tag>
      </Space>
      {!diff.added && !diff.removed ? <Typography.Text type="secondary">{w('noChange')}</Typography.Text> : null}
      {mode === 'side' ? (
        <Table
          size="small"
          pagination={false}
          rowKey={(_, i) => String(i)}
          dataSource={diff.side}
          onRow={(r) => ({ style: { background: BG[r.kind] } })}
          columns={[
            { title: w('version', diff.from), dataIndex: 'left', width: '50%', render: (v: string | null, r) => (v === null ? '' : <span style={r.kind !== 'same' ? { color: '#a8071a' } : undefined}>{v}</span>) },
            { title: w('version', diff.to), dataIndex: 'right', width: '50%', render: (v: string | null, r) => (v === null ? '' : <span style={r.kind !== 'same' ? { color: '#237804' } : undefined}>{v}</span>) },
          ]}
        />
      ) : (
        <div style={{ border: '1px solid #f0f0f0', padding: 8 }}>
          {diff.inline.map((p, i) => (
            <div key={i} style={{ background: BG[p.kind], textDecoration: p.kind === 'removed' ? 'line-through' : undefined, color: p.kind === 'removed' ? '#a8071a' : p.kind === 'added' ? '#237804' : undefined }}>
              {p.kind === 'added' ? '+ ' : p.kind === 'removed' ? '− ' : '\u00a0\u00a0'}
              {p.text}
            </div>
          ))}
        </div>
      )}
    </Space>
  );
}
