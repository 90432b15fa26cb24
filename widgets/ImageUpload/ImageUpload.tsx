import { useState } from 'react';
import { Modal, Upload, theme } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUploader, type UploadOptions, type UploadValue } from '../core/useUploader';
import { hasErrors, type FieldWidgetProps } from '../core/types';
import { SECONDARY_TEXT } from '../core/colors';

export type ImageUploadProps = FieldWidgetProps<UploadValue, UploadOptions>;

/** Picture wall: value is a list of {name, fileId, url}; at most `limit` (9) images. */
export default function ImageUpload({ id, value, onChange, disabled, readonly, options = {}, rawErrors }: ImageUploadProps) {
  const { t } = useTranslation('widgets');
  const up = useUploader('image', value, onChange, { accept: 'image/*', ...options });
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  // The theme's error red: the app darkens antd's #ff4d4f, which reads at only 3.3:1 on white.
  const { token } = theme.useToken();
  const off = disabled || readonly;
  return (
    <div id={id}>
      {up.holders}
      <Upload
        listType="picture-card"
        multiple
        accept={options.accept ?? 'image/*'}
        fileList={up.fileList}
        beforeUpload={up.beforeUpload}
        customRequest={up.customRequest}
        onRemove={up.onRemove}
        onPreview={(f) => f.url && setPreview({ url: f.url, name: f.name })}
        disabled={off}
        showUploadList={{ showRemoveIcon: !off }}
      >
        {!off && up.count < up.limit && (
          <div style={{ color: hasErrors(rawErrors) ? token.colorError : undefined }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{options.buttonText ?? t('uploadImage')}</div>
          </div>
        )}
      </Upload>
      {!off && up.tip && <div style={{ color: SECONDARY_TEXT, fontSize: 12 }}>{up.tip}</div>}
      <Modal open={!!preview} width={600} footer={null} title={preview?.name ?? t('preview')} onCancel={() => setPreview(null)}>
        {preview && <img alt={preview.name} src={preview.url} style={{ width: '100%' }} />}
      </Modal>
    </div>
  );
}
