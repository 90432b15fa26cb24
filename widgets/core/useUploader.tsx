import { useRef, useState, type ReactNode } from 'react';
import { Modal, Upload, message, type UploadFile, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_FILE_LIMIT, DEFAULT_FILE_SIZE, DEFAULT_FILE_SIZE_UNIT, DEFAULT_IMAGE_LIMIT,
  checkFileSize, checkImageCount, keepLast, type SizeUnit,
} from '../../contract/rules/upload';
import { ServiceError, useWidgetServices, type UploadedFile } from '../services';
import { useSpecMessage } from './useSpecMessage';

export interface UploadOptions {
  /** Upload type, appended to the common upload address (`/{type}`). */
  type?: string;
  /** Size limit; default 2 MB (spec §5). */
  fileSize?: number;
  sizeUnit?: SizeUnit;
  /** Count limit; default 9. Files keep the last ones, images refuse the extra ones. */
  limit?: number;
  accept?: string;
  /** Text under the button; false hides it. */
  tip?: string | false;
  buttonText?: string;
}

export type UploadValue = UploadedFile[];

const asUploadFile = (f: UploadedFile): UploadFile => ({ uid: f.fileId, name: f.name, url: f.url, status: 'done' });

/**
 * Headless upload state for FileUpload and ImageUpload: the stored value holds only finished files
 * ({name, fileId, url}); files in flight live here until the server answers.
 */
export function useUploader(
  kind: 'file' | 'image',
  value: UploadValue | undefined,
  onChange: (v: UploadValue) => void,
  options: UploadOptions,
) {
  const { t } = useTranslation('widgets');
  const msg = useSpecMessage();
  const services = useWidgetServices();
  const [toast, toastHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const size = options.fileSize ?? DEFAULT_FILE_SIZE;
  const unit = options.sizeUnit ?? DEFAULT_FILE_SIZE_UNIT;
  const limit = options.limit ?? (kind === 'image' ? DEFAULT_IMAGE_LIMIT : DEFAULT_FILE_LIMIT);
  const type = options.type ?? (kind === 'image' ? 'image' : 'annex');

  // Several uploads finish one after another before the parent re-renders: always extend the latest.
  const latest = useRef<UploadValue>(value ?? []);
  latest.current = value ?? [];
  const commit = (next: UploadValue) => {
    latest.current = next;
    onChange(next);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const tooBig = checkFileSize(file.size, size, unit);
    if (tooBig) {
      void toast.error(msg(tooBig.key, tooBig.params));
      return Upload.LIST_IGNORE;
    }
    if (kind === 'image') {
      const adding = batch.indexOf(file) + 1;
      const over = checkImageCount(latest.current.length + pending.length, adding, limit);
      if (over) {
        // One toast per batch, on the first file past the limit.
        if (latest.current.length + pending.length + adding === limit + 1) void toast.warning(msg(over.key, over.params));
        return Upload.LIST_IGNORE;
      }
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const f = file as File & { uid: string };
    setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading', percent: 50 }]);
    const drop = () => setPending((p) => p.filter((x) => x.uid !== f.uid));
    services.upload(type, f).then(
      (done) => {
        drop();
        const next = [...latest.current, { name: done.name, fileId: done.fileId, url: done.url }];
        commit(kind === 'file' ? keepLast(next, limit) : next);
      },
      (err: unknown) => {
        drop();
        // Spec §8: the server's msg for 1.5 s, and the file is not kept.
        void toast.error(err instanceof ServiceError ? err.msg : String((err as Error)?.message ?? err), 1.5);
      },
    );
  };

  const onRemove = async (file: UploadFile) => {
    const yes = await modal.confirm({
      title: t('removeTitle'),
      content: t('removeConfirm', { name: file.name }),
      okText: t('ok'),
      cancelText: t('cancel'),
    });
    if (yes) commit(latest.current.filter((f) => f.fileId !== file.uid));
    // We own the list; antd must not remove anything itself.
    return false;
  };

  const fileList: UploadFile[] = [...(value ?? []).map(asUploadFile), ...pending];
  const holders: ReactNode = (
    <>
      {toastHolder}
      {modalHolder}
    </>
  );
  const tip = options.tip === false ? null : (options.tip ?? t('uploadTip', { size, unit, limit }));
  return { fileList, beforeUpload, customRequest, onRemove, holders, tip, limit, count: fileList.length };
}
