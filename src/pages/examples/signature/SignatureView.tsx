import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Col, List, Popconfirm, Row, Space, Table, Tag, Typography } from 'antd';
import { useRenderer } from '../../../../renderer/RendererContext';
import EmptyText from '../../community/EmptyText';
import SignaturePad from '../../../../widgets/SignaturePad/SignaturePad';
import { signatureWords, type SignatureWord } from '../../../../contract/examples/signature/words';

interface Signature {
  id: string;
  byteSize: number;
  isDefault: boolean;
  signerName: string;
  createdAt: number;
  dataUrl: string;
}
interface Use {
  taskId: string;
  taskName: string;
  nodeName: string;
  handleStatus: number;
  signerName: string;
  signedAt: number;
}

/** 电子签名: sign on the pad, save as a PNG file, choose the default one that flow approvals use. */
export default function SignatureView() {
  const env = useRenderer();
  const { message } = App.useApp();
  const w = (k: SignatureWord) => signatureWords[env.lang][k];
  const [ink, setInk] = useState<string | undefined>();
  const [list, setList] = useState<Signature[] | null>(null);
  const [uses, setUses] = useState<Use[]>([]);
  const load = useCallback(() => {
    env.services.request<{ list: Signature[] }>('GET', '/api/Extend/Signature').then((d) => setList(d.list), () => setList([]));
    env.services.request<{ list: Use[] }>('GET', '/api/Extend/Signature/Uses').then((d) => setUses(d.list), () => undefined);
  }, [env.services]);
  useEffect(load, [load]);
  const act = (p: Promise<unknown>, ok?: string) =>
    p.then(
      () => {
        if (ok) message.success(ok);
        load();
      },
      (e: { msg?: string }) => message.error(e.msg ?? String(e)),
    );

  return (
    <Row gutter={16}>
      <Col xs={24} lg={10}>
        <Card title={w('title')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text>{w('pad')}</Typography.Text>
            <SignaturePad id="signature-pad" value={ink} onChange={setInk} options={{ width: 420, height: 180 }} />
            <Button type="primary" disabled={!ink} data-testid="signature-save" onClick={() => act(env.services.request('POST', '/api/Extend/Signature', { dataUrl: ink }), w('saved')).then(() => setInk(undefined))}>
              {w('save')}
            </Button>
            <Typography.Paragraph type="secondary">{w('help')}</Typography.Paragraph>
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card title={w('mine')}>
          <List<Signature>
            loading={list === null}
            dataSource={list ?? []}
            locale={{ emptyText: <EmptyText text={w('empty')} /> }}
            grid={{ gutter: 12, xs: 1, sm: 2, md: 2 }}
            renderItem={(s) => (
              <List.Item>
                <Card
                  size="small"
                  data-testid="signature-item"
                  cover={<img src={s.dataUrl} alt={`${w('signer')} ${s.signerName}`} style={{ height: 90, objectFit: 'contain', background: '#fff' }} />}
                  actions={[
                    s.isDefault ? (
                      <Tag color="blue" key="d">
                        {w('isDefault')}
                      </Tag>
                    ) : (
                      <Button key="d" size="small" type="link" onClick={() => act(env.services.request('POST', `/api/Extend/Signature/${s.id}/Actions/Default`))}>
                        {w('setDefault')}
                      </Button>
                    ),
                    <Popconfirm key="r" title={w('removeTitle')} onConfirm={() => act(env.services.request('DELETE', `/api/Extend/Signature/${s.id}`))}>
                      <Button size="small" type="link" danger>
                        {w('remove')}
                      </Button>
                    </Popconfirm>,
                  ]}
                >
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {w('signer')}：{s.signerName} · {new Date(s.createdAt).toLocaleString()} · {(s.byteSize / 1024).toFixed(1)} KB
                  </Typography.Text>
                </Card>
              </List.Item>
            )}
          />
        </Card>
        <Card title={w('uses')} style={{ marginTop: 16 }}>
          <Table<Use>
            rowKey={(r) => `${r.taskId}-${r.signedAt}`}
            size="small"
            pagination={false}
            dataSource={uses}
            locale={{ emptyText: <EmptyText text={w('usesEmpty')} /> }}
            columns={[
              { title: w('task'), dataIndex: 'taskName' },
              { title: w('node'), dataIndex: 'nodeName' },
              { title: w('result'), dataIndex: 'handleStatus', render: (s: number) => (s === 1 ? w('agree') : w('reject')) },
              { title: w('signer'), dataIndex: 'signerName' },
              { title: w('signedAt'), dataIndex: 'signedAt', render: (t: number) => new Date(t).toLocaleString() },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
