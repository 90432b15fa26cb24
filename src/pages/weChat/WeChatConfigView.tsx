import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import type { CustomViewProps } from '../../../renderer/views/customViews';
import { useMenuButtons } from '../systemData/useMenuButtons';
import { useWeChatTexts } from './weChatTexts';

interface ConfigAnswer {
  appId: string;
  hasSecret: boolean;
  token: string;
  hasAesKey: boolean;
  agentId: string;
  updatedAt: number | null;
  callbackPath: string;
}

/**
 * 公众号配置 and 企业号配置: the credentials the platform speaks to WeChat with. The secret is write-only:
 * the form shows whether one is stored, and an empty field keeps it.
 */
export default function WeChatConfigView({ schema }: CustomViewProps) {
  const kind = schema.id === 'weChat.qyConfig' ? 'qy' : 'mp';
  const { env, tx } = useWeChatTexts();
  const { message } = App.useApp();
  const { can } = useMenuButtons(schema.id);
  const [form] = Form.useForm();
  const [info, setInfo] = useState<ConfigAnswer | null>(null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const base = `/api/WeChat/Config/${kind}`;

  const load = () =>
    env.services.request<ConfigAnswer>('GET', base).then((d) => {
      setInfo(d);
      form.setFieldsValue({ appId: d.appId, secret: '', token: d.token, aesKey: '', agentId: d.agentId });
    }, () => undefined);
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  const save = async () => {
    const v = await form.validateFields();
    setBusy('save');
    try {
      const body = kind === 'mp' ? { appId: v.appId, secret: v.secret, token: v.token ?? '', aesKey: v.aesKey ?? '' } : { appId: v.appId, secret: v.secret, agentId: v.agentId ?? '' };
      await env.services.request('PUT', base, body);
      void message.success(env.t('saved'));
      await load();
    } catch {
      // The http client showed the server's message.
    } finally {
      setBusy(null);
    }
  };

  const test = async () => {
    setBusy('test');
    try {
      await env.services.request('POST', `${base}/Actions/Test`);
      void message.success(tx('connected'));
    } catch {
      // shown by the http client
    } finally {
      setBusy(null);
    }
  };

  const secretHint = info?.hasSecret ? tx('secretKept') : tx('secretNone');
  const callback = `${window.location.origin}${info?.callbackPath ?? ''}`;
  return (
    <Card title={kind === 'mp' ? tx('mpTitle') : tx('qyTitle')} data-testid={`wechat-config-${kind}`}>
      {/* Both configuration screens stay mounted in open tabs: the form's name keeps their field ids
          apart, so each label names its own input (axe found 企业号配置's secret labelled by title only). */}
      <Form form={form} name={`wechat-${kind}`} layout="horizontal" labelCol={{ flex: '220px' }} wrapperCol={{ flex: 'auto' }} style={{ maxWidth: 760 }} disabled={!can('btn_edit')}>
        <Form.Item name="appId" label={kind === 'mp' ? tx('appId') : tx('corpId')} rules={[{ required: true }, { pattern: /^[A-Za-z0-9_-]+$/ }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="secret" label={kind === 'mp' ? tx('secret') : tx('corpSecret')} extra={secretHint} rules={info?.hasSecret ? [] : [{ required: true }]}>
          <Input.Password autoComplete="new-password" placeholder={secretHint} />
        </Form.Item>
        {kind === 'mp' ? (
          <>
            <Form.Item name="token" label={tx('token')} rules={[{ pattern: /^[A-Za-z0-9]{0,32}$/ }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="aesKey" label={tx('aesKey')} extra={info?.hasAesKey ? tx('secretKept') : undefined} rules={[{ pattern: /^([A-Za-z0-9+/]{43})?$/ }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item label={tx('callback')} extra={tx('callbackHelp')}>
              <Typography.Text copyable code>
                {callback}
              </Typography.Text>
            </Form.Item>
          </>
        ) : (
          <Form.Item name="agentId" label={tx('agentId')} rules={[{ pattern: /^[0-9]*$/ }]}>
            <Input autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" onClick={save} loading={busy === 'save'}>
              {tx('save')}
            </Button>
            <Button onClick={test} loading={busy === 'test'} disabled={!info?.hasSecret}>
              {tx('test')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
