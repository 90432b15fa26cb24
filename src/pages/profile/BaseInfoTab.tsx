import { useEffect } from 'react';
import { Button, Form, Input, Radio, Spin, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../contract/rules/rules';
import { formatMessage } from '../../../contract/rules/messages';
import { currentUserApi, type BaseInfo } from '../../api/currentUserApi';
import { useApp } from '../../stores/app';

export default function BaseInfoTab() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.language);
  const [form] = Form.useForm<BaseInfo>();
  const q = useQuery({ queryKey: ['profile', 'baseInfo'], queryFn: async () => (await currentUserApi.baseInfo()).data, staleTime: 0 });
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);

  if (q.isLoading) return <Spin />;
  const ruleOf = (name: 'phone' | 'email' | 'name') => ({
    validator: (_: unknown, v: string) => (!v || rules[name].test(v) ? Promise.resolve() : Promise.reject(new Error(formatMessage(rules[name].message, lang)))),
  });
  return (
    <Form
      form={form}
      labelCol={{ flex: '100px' }}
      style={{ maxWidth: 560 }}
      onFinish={async (v) => {
        try {
          // Only the fields the user may change; the rest of the answer (ids, organization) is not theirs to send.
          const { realName, gender, mobilePhone, email, birthday, description } = { ...q.data, ...v };
          await currentUserApi.saveBaseInfo({ realName, gender, mobilePhone: mobilePhone || null, email: email || null, birthday: birthday ?? null, description: description ?? null });
          void message.success(t('profile.saved'));
          void q.refetch();
        } catch {
          // shown by the client
        }
      }}
      data-testid="profile-base-form"
    >
      <Form.Item label={t('profile.account')} name="account">
        <Input disabled />
      </Form.Item>
      <Form.Item label={t('profile.realName')} name="realName" rules={[{ required: true, whitespace: true }, ruleOf('name')]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item label={t('profile.gender')} name="gender">
        <Radio.Group options={[{ value: 1, label: t('profile.male') }, { value: 2, label: t('profile.female') }]} />
      </Form.Item>
      <Form.Item label={t('profile.mobile')} name="mobilePhone" rules={[ruleOf('phone')]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item label={t('profile.email')} name="email" rules={[ruleOf('email')]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('profile.organize')} name="organizeName">
        <Input disabled />
      </Form.Item>
      <Form.Item label={t('profile.description')} name="description">
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit">
          {t('common.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
