import { useEffect, useState } from 'react';
import { Button, Form, Input, message, Space } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../contract/rules/rules';
import { authApi } from '../../auth/authApi';
import css from './login.module.css';

const RESEND_SECONDS = 60;

export default function CodeForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ mobile: string; code: string }>();
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  const send = async () => {
    const { mobile } = await form.validateFields(['mobile']);
    setSending(true);
    try {
      await authApi.sendCode(mobile);
      void message.success(t('login.codeSent'));
      setWait(RESEND_SECONDS);
    } catch {
      // shown by the client
    } finally {
      setSending(false);
    }
  };

  const submit = async (v: { mobile: string; code: string }) => {
    setLoading(true);
    try {
      await authApi.loginByCode(v.mobile, v.code.trim());
      await onSignedIn();
    } catch {
      // shown by the client
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false} className={css.form} data-testid="login-code-form">
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: t('login.mobile') },
          { validator: (_, v: string) => (!v || rules.phone.test(v) ? Promise.resolve() : Promise.reject(new Error(t('login.mobileInvalid')))) },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} aria-label={t('login.mobile')} maxLength={11} inputMode="numeric" data-testid="login-mobile" />
      </Form.Item>
      <Form.Item required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('login.code') }]}>
            <Input prefix={<SafetyOutlined />} placeholder={t('login.code')} aria-label={t('login.code')} maxLength={6} inputMode="numeric" data-testid="login-code" />
          </Form.Item>
          <Button onClick={send} disabled={wait > 0} loading={sending} data-testid="login-send-code" style={{ minWidth: 128 }}>
            {wait > 0 ? t('login.resend', { s: wait }) : t('login.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-code-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
