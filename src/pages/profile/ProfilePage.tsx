import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import BaseInfoTab from './BaseInfoTab';
import AvatarTab from './AvatarTab';
import PasswordTab from './PasswordTab';
import LoginLogTab from './LoginLogTab';

export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" data-testid="profile-page">
      <Tabs
        tabPlacement="start"
        destroyOnHidden
        items={[
          { key: 'base', label: t('profile.baseInfo'), children: <BaseInfoTab /> },
          { key: 'avatar', label: t('profile.avatar'), children: <AvatarTab /> },
          { key: 'password', label: t('profile.password'), children: <PasswordTab /> },
          { key: 'log', label: t('profile.loginLog'), children: <LoginLogTab /> },
        ]}
      />
    </Card>
  );
}
