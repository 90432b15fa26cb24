import { Button, Form, Input, message } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { rules } from '../../../contract/rules/rules';
import { formatMessage } from '../../../contract/rules/messages';
import { currentUserApi } from '../../api/currentUserApi';
import { useApp } from '../../stores/app';
import { signOut } from '../../auth/signIn';

export default function PasswordTab() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.language);
  const navigate = useNavigate();
  return (
    <Form
      labelCol={{ flex: '100px' }}
      style={{ maxWidth: 480 }}
      data-testid="profile-password-form"
      onFinish={async (v: { oldPassword: string; password: string }) => {
        try {
          await currentUserApi.modifyPassword(v.oldPassword, v.password);
          void message.success(t('profile.passwordChanged'));
          await signOut();
          navigate('/login', { replace: true });
        } catch {
          // shown by the client
        }
      }}
    >
      <Form.Item label={t('profile.oldPassword')} name="oldPassword" rules={[{ required: true, message: t('login.password') }]}>
        <Input.Password maxLength={64} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label={t('profile.newPassword')}
        name="password"
        rules={[
          { required: true, message: t('login.password') },
          { validator: (_, v: string) => (!v || rules.password.test(v) ? Promise.resolve() : Promise.reject(new Error(formatMessage('passwordInvalid', lang)))) },
        ]}
      >
        <Input.Password maxLength={16} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('profile.confirmPassword')}
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: t('login.password') },
          ({ getFieldValue }) => ({
            validator: (_, v: string) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('profile.passwordMismatch')))),
          }),
        ]}
      >
        <Input.Password maxLength={16} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit">
          {t('common.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
