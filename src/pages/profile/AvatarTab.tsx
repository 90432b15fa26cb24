import { useState } from 'react';
import { Avatar, Button, Space, Typography, Upload, message } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/client';
import { createWidgetServices } from '../../api/widgetServices';
import { currentUserApi } from '../../api/currentUserApi';
import { useSession } from '../../stores/session';
import { useApp } from '../../stores/app';
import { checkFileSize } from '../../../contract/rules/upload';
import { formatMessage } from '../../../contract/rules/messages';
import { loadCurrentUser } from '../../auth/signIn';

export default function AvatarTab() {
  const { t } = useTranslation();
  const headIcon = useSession((s) => s.userInfo?.headIcon);
  const lang = useApp((s) => s.language);
  const [busy, setBusy] = useState(false);
  return (
    <Space orientation="vertical" size="large" align="center" style={{ width: 320, paddingTop: 16 }}>
      <Avatar size={120} src={headIcon || undefined} icon={<UserOutlined />} />
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = checkFileSize(file.size, 2, 'MB');
          if (problem) {
            void message.error(formatMessage(problem.key, lang, problem.params));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            const uploaded = await createWidgetServices(http, () => lang).upload('userAvatar', file as File);
            await currentUserApi.setAvatar(uploaded.name);
            await loadCurrentUser();
            void message.success(t('profile.saved'));
          } catch {
            // shown by the client
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('profile.changeAvatar')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('profile.avatarTip')}</Typography.Text>
    </Space>
  );
}
