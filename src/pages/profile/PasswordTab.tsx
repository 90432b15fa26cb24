import { Button, Form, Input, message } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { passwordFits, policyText } from '../../../contract/passwordPolicy';
import { policyOf, usePlatform } from '../../stores/platform';
import { currentUserApi } from '../../api/currentUserApi';
import { useApp } from '../../stores/app';
import { signOut } from '../../auth/signIn';

/** Changing one's password; `forced`: the first sign-in with a one-time password, or an expired one (系统配置). */
export default function PasswordTab({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.language);
  const navigate = useNavigate();
  // The rule of 系统配置, checked here by the server's own words before anything is sent.
  const policy = usePlatform(useShallow(policyOf));
  return (
    <Form
      labelCol={{ flex: '100px' }}
      style={{ maxWidth: 480 }}
      data-testid="profile-password-form"
      onFinish={async (v: { oldPassword: string; password: string }) => {
        try {
          await currentUserApi.modifyPassword(v.oldPassword, v.password);
          void message.success(t('profile.passwordChanged'));
          onChanged?.();
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
          { validator: (_, v: string) => (!v || passwordFits(v, policy) ? Promise.resolve() : Promise.reject(new Error(policyText(policy).render(lang)))) },
        ]}
      >
        <Input.Password maxLength={policy.passwordLengthMax} autoComplete="new-password" />
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
        <Input.Password maxLength={policy.passwordLengthMax} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit">
          {t('common.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
