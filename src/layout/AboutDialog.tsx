import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand } from '../branding';
import { LogoMark } from './Logo';

export default function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={400} title={t('nav.about')} data-testid="about-dialog" centered>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '8px 0 16px' }}>
        <LogoMark size={40} />
        <strong style={{ fontSize: 18 }}>{brand.title}</strong>
      </div>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('brand.version')}>{brand.version}</Descriptions.Item>
        <Descriptions.Item label={t('brand.author')}>{brand.author}</Descriptions.Item>
        <Descriptions.Item label={t('brand.company')}>{brand.company}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
