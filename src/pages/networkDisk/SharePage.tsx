import { useEffect, useState } from 'react';
import { Alert, Button, Card, Input, Result, Space, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { CLIENT_HEADER } from '../../api/http';
import { ACCEPT_LANGUAGE } from '../../../contract/texts';
import { formatBytes } from '../../../contract/networkDisk/disk';
import { useApp } from '../../stores/app';
import { diskText } from './diskTexts';
import { NodeIcon } from './nodeIcon';

interface Info {
  name: string;
  isFolder: boolean;
  kind: string;
  size: number;
  needCode: boolean;
  sharerName: string;
  expiresAt: number | null;
}

/** The public page of a share link (no sign-in): what is shared, the code when one is set, the download. */
export default function SharePage() {
  const { token = '' } = useParams();
  const lang = useApp((s) => s.language);
  const tx = (k: Parameters<typeof diskText>[1], p?: Record<string, string | number>) => diskText(lang, k, p);
  const headers = { 'Content-Type': 'application/json', 'Accept-Language': ACCEPT_LANGUAGE[lang], ...CLIENT_HEADER };
  const [info, setInfo] = useState<Info | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void fetch(`/api/Disk/Public/${encodeURIComponent(token)}`, { headers })
      .then((r) => r.json())
      .then((env: { code: number; msg: string; data: Info }) => (env.code === 200 ? setInfo(env.data) : setError(env.msg)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, lang]);

  const get = async () => {
    setBusy(true);
    setRefused(null);
    try {
      const env = (await (await fetch(`/api/Disk/Public/${encodeURIComponent(token)}/Access`, { method: 'POST', headers, body: JSON.stringify(info?.needCode ? { code } : {}) })).json()) as {
        code: number;
        msg: string;
        data: { url: string; name: string };
      };
      if (env.code !== 200) return setRefused(env.msg);
      const a = document.createElement('a');
      a.href = env.data.url;
      a.download = env.data.name;
      document.body.appendChild(a);
      a.click();
      a.remove();
    } finally {
      setBusy(false);
    }
  };

  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ width: 440 }} title={<h1 style={{ fontSize: 18, margin: 0 }}>{tx('publicTitle')}</h1>}>
        {error ? (
          <Result status="warning" title={error} />
        ) : info ? (
          <Space direction="vertical" style={{ width: '100%' }} size="middle">
            <Typography.Text type="secondary">{tx('publicFrom', { name: info.sharerName })}</Typography.Text>
            <Space>
              <NodeIcon kind={info.kind} />
              <Typography.Text strong data-testid="share-name">{info.name}</Typography.Text>
              <Typography.Text type="secondary">{info.isFolder ? tx('publicFolder') : formatBytes(info.size)}</Typography.Text>
            </Space>
            {info.needCode && <Input aria-label={tx('publicCodePrompt')} placeholder={tx('publicCodePrompt')} value={code} onChange={(e) => setCode(e.target.value)} onPressEnter={get} maxLength={8} />}
            {refused && <Alert type="error" message={refused} role="alert" />}
            <Button type="primary" block loading={busy} onClick={get} disabled={info.needCode && !code}>
              {info.needCode ? tx('publicGet') : tx('publicDownload')}
            </Button>
          </Space>
        ) : null}
      </Card>
    </main>
  );
}
