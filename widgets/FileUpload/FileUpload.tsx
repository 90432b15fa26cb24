import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUploader, type UploadOptions, type UploadValue } from '../core/useUploader';
import { hasErrors, type FieldWidgetProps } from '../core/types';
import { SECONDARY_TEXT } from '../core/colors';

export type FileUploadProps = FieldWidgetProps<UploadValue, UploadOptions>;

/** Attachments: value is a list of {name, fileId, url}; over the limit, the newest files are kept. */
export default function FileUpload({ id, value, onChange, disabled, readonly, options = {}, rawErrors }: FileUploadProps) {
  const { t } = useTranslation('widgets');
  const up = useUploader('file', value, onChange, options);
  const off = disabled || readonly;
  return (
    <div id={id}>
      {up.holders}
      <Upload
        multiple
        accept={options.accept}
        fileList={up.fileList}
        beforeUpload={up.beforeUpload}
        customRequest={up.customRequest}
        onRemove={up.onRemove}
        onPreview={(f) => f.url && window.open(f.url, '_blank', 'noopener')}
        disabled={off}
        showUploadList={{ showRemoveIcon: !off }}
      >
        {!off && (
          <Button icon={<UploadOutlined />} danger={hasErrors(rawErrors)}>
            {options.buttonText ?? t('uploadFile')}
          </Button>
        )}
      </Upload>
      {!off && up.tip && <div style={{ color: SECONDARY_TEXT, fontSize: 12, marginTop: 4 }}>{up.tip}</div>}
    </div>
  );
}
