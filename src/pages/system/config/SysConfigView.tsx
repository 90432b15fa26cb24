import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Select, Space, Spin, Switch, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../../../renderer/RendererContext';
import type { CustomViewProps } from '../../../../renderer/views/customViews';
import { applyPlatform, type PlatformSettings } from '../../../stores/platform';
import { LogoMark } from '../../../layout/Logo';
import '../i18n';
import { useButtons } from '../usePermissions';

/** The settings as GET /api/System/SysConfig answers them (server/sysConfig/settings.ts). */
interface Settings extends PlatformSettings {
  passwordExpiryDays: number;
  mandatoryModificationOfInitialPassword: boolean;
  tokenTimeout: number;
  singleLogin: boolean;
  passwordErrorsNumber: number;
  lockTime: number;
  uploadMaxMb: number;
  uploadAllowedTypes: string[];
  diskUserQuotaMb: number;
  diskSchoolQuotaMb: number;
}

const KINDS = ['containsNumbers', 'containsLetters', 'includeUppercaseLetters', 'includeLowercaseLetters', 'containsCharacters'] as const;
const LOGO_MAX = 80 * 1024;

/** 系统配置: one form over every setting; a save applies at once (here, and on the server on every instance). */
export default function SysConfigView(_props: CustomViewProps) {
  const env = useRenderer();
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [form] = Form.useForm<Settings & { kinds: string[] }>();
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const logo = Form.useWatch('logoIcon', form);
  const canSave = useButtons()('btn_edit');

  useEffect(() => {
    void env.services.request<Settings>('GET', '/api/System/SysConfig').then((s) => {
      form.setFieldsValue({ ...s, kinds: KINDS.filter((k) => s[k]) });
      setLoaded(true);
    });
  }, [env.services, form]);

  const save = async () => {
    const { kinds, ...values } = await form.validateFields();
    const body: Record<string, unknown> = { ...values };
    for (const k of KINDS) body[k] = kinds.includes(k);
    setSaving(true);
    try {
      const saved = await env.services.request<Settings>('PUT', '/api/System/SysConfig', body);
      applyPlatform(saved);
      void message.success(t('config.saved'));
    } catch {
      // the http client shows the server's text
    } finally {
      setSaving(false);
    }
  };

  const pickLogo = (file: File | undefined) => {
    if (!file) return;
    if (file.size > LOGO_MAX) {
      void message.error(t('config.logoTooLarge'));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => form.setFieldValue('logoIcon', String(reader.result));
    reader.readAsDataURL(file);
  };

  const tabs = [
    {
      key: 'basic',
      label: t('config.tabBasic'),
      forceRender: true,
      children: (
        <>
          <Form.Item label={t('config.sysName')} name="sysName" rules={[{ required: true, max: 40 }]}>
            <Input maxLength={40} data-testid="config-sysName" />
          </Form.Item>
          <Form.Item label={t('config.logoIcon')}>
            <Space>
              {logo ? <img src={logo} alt="" width={40} height={40} style={{ objectFit: 'contain' }} /> : <LogoMark size={40} />}
              <label className="ant-btn ant-btn-default">
                {t('config.logoPick')}
                <input type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" hidden onChange={(e) => pickLogo(e.target.files?.[0])} />
              </label>
              <Button onClick={() => form.setFieldValue('logoIcon', '')}>{t('config.logoClear')}</Button>
            </Space>
          </Form.Item>
          <Form.Item name="logoIcon" hidden>
            <Input />
          </Form.Item>
          <Form.Item label={t('config.loginWays')} extra={t('config.passwordAlwaysOn')}>
            <Space size="large">
              <Form.Item name="enableCodeLogin" valuePropName="checked" noStyle>
                <Checkbox>{t('config.enableCodeLogin')}</Checkbox>
              </Form.Item>
              <Form.Item name="enableQrLogin" valuePropName="checked" noStyle>
                <Checkbox>{t('config.enableQrLogin')}</Checkbox>
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item label={t('config.enableWatermark')} name="enableWatermark" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label={t('config.watermarkText')} name="watermarkText" rules={[{ max: 60 }]}>
            <Input maxLength={60} />
          </Form.Item>
        </>
      ),
    },
    {
      key: 'security',
      label: t('config.tabSecurity'),
      forceRender: true,
      children: (
        <>
          <Form.Item label={t('config.passwordLength')}>
            <Space>
              <Form.Item name="passwordLengthMin" noStyle>
                <InputNumber min={6} max={32} precision={0} addonBefore={t('config.passwordLengthMin')} data-testid="config-passwordLengthMin" />
              </Form.Item>
              <Form.Item name="passwordLengthMax" noStyle>
                <InputNumber min={6} max={64} precision={0} addonBefore={t('config.passwordLengthMax')} />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item label={t('config.passwordKinds')} name="kinds">
            <Checkbox.Group options={KINDS.map((k) => ({ value: k, label: t(`config.${k}`) }))} />
          </Form.Item>
          <Form.Item label={t('config.passwordExpiryDays')} name="passwordExpiryDays">
            <InputNumber min={0} max={3650} precision={0} />
          </Form.Item>
          <Form.Item label={t('config.mandatoryModificationOfInitialPassword')} name="mandatoryModificationOfInitialPassword" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label={t('config.tokenTimeout')} name="tokenTimeout">
            <InputNumber min={5} max={43200} precision={0} />
          </Form.Item>
          <Form.Item label={t('config.singleLogin')} name="singleLogin" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label={t('config.passwordErrorsNumber')} name="passwordErrorsNumber">
            <InputNumber min={1} max={50} precision={0} />
          </Form.Item>
          <Form.Item label={t('config.lockTime')} name="lockTime">
            <InputNumber min={1} max={1440} precision={0} />
          </Form.Item>
        </>
      ),
    },
    {
      key: 'upload',
      label: t('config.tabUpload'),
      forceRender: true,
      children: (
        <>
          <Form.Item label={t('config.uploadMaxMb')} name="uploadMaxMb">
            <InputNumber min={0} max={2048} precision={0} />
          </Form.Item>
          <Form.Item label={t('config.uploadAllowedTypes')} name="uploadAllowedTypes">
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
          </Form.Item>
          <Form.Item label={t('config.diskUserQuotaMb')} name="diskUserQuotaMb">
            <InputNumber min={0} max={10_000_000} precision={0} />
          </Form.Item>
          <Form.Item label={t('config.diskSchoolQuotaMb')} name="diskSchoolQuotaMb">
            <InputNumber min={0} max={100_000_000} precision={0} />
          </Form.Item>
          <Form.Item label={t('config.defaultLanguage')} name="defaultLanguage">
            <Select
              options={[
                { value: 'zh-CN', label: '简体中文' },
                { value: 'zh-TW', label: '繁體中文' },
                { value: 'en', label: 'English' },
              ]}
            />
          </Form.Item>
        </>
      ),
    },
  ];

  return (
    <Spin spinning={!loaded}>
      <div style={{ background: 'var(--ant-color-bg-container, #fff)', padding: 16 }}>
        <Alert type="info" showIcon message={t('config.envNote')} style={{ marginBottom: 16 }} />
        <Form form={form} labelCol={{ flex: '260px' }} wrapperCol={{ flex: 'auto' }} style={{ maxWidth: 900 }} disabled={!canSave} data-testid="sys-config-form">
          <Tabs items={tabs} />
          {canSave && (
            <Form.Item label=" " colon={false}>
              <Button type="primary" loading={saving} onClick={() => void save()} data-testid="sys-config-save">
                {t('config.save')}
              </Button>
            </Form.Item>
          )}
        </Form>
      </div>
    </Spin>
  );
}
