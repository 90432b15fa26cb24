import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Modal, Spin, Tag } from 'antd';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import DOMPurify from 'dompurify';
import { sanitizeHtml } from '../../contract/html/sanitizeHtml';
import { formatDate, formatFileSize } from '../../contract/rules/format';
import { downloadNoticeFile, messageApi, workflowKind, workflowTaskPath, type InboxDetail } from './messageApi';
import { useLiveText } from './useLiveText';
import { apply, liveRules } from './liveStore';
import { MUTED_TEXT } from './liveColours';

/**
 * Notice HTML is sanitised again on display (design §8): the same pure allow-list the server
 * applies on save (it has no DOM dependency), then DOMPurify against the browser's own parser.
 */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(sanitizeHtml(html), { USE_PROFILES: { html: true } });
}

/** Opens one inbox message (which marks it read on the server, answering the new bell count) and shows it. */
export default function MessageDetailDialog({ id, onClose, onRead, onOpenTask }: { id: string | null; onClose(): void; onRead(id: string): void; onOpenTask?(path: string): void }) {
  const t = useLiveText();
  const [detail, setDetail] = useState<InboxDetail | null>(null);
  // The parent's callbacks are new on each of its renders; only a new message id fetches again.
  const read = useEffectEvent((readId: string) => onRead(readId));
  const fail = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!id) return;
    let live = true;
    setDetail(null);
    messageApi
      .readInfo(id)
      .then((r) => {
        if (!live) return;
        setDetail(r.data);
        if (typeof r.data.unreadNoticeCount === 'number') apply(() => liveRules.noticeCount(r.data.unreadNoticeCount!));
        read(id);
      })
      .catch(() => fail());
    return () => {
      live = false;
    };
  }, [id]);

  const files = detail?.messageFileList ?? [];
  const kind = detail && detail.type !== 1 ? workflowKind(detail.bodyText) : null;
  const downloadAll = async () => {
    for (const f of files) await downloadNoticeFile(f.filePath);
  };
  return (
    <Modal open={Boolean(id)} title={detail?.title ?? ' '} onCancel={onClose} footer={null} width={720} destroyOnHidden data-testid="message-detail">
      {!detail ? (
        <Spin />
      ) : (
        <div>
          <div style={{ color: MUTED_TEXT, fontSize: 13, marginBottom: 12, display: 'flex', gap: 16 }}>
            {kind ? <Tag color="blue">{t(kind === 'todo' ? 'workflowTodo' : kind === 'circulate' ? 'workflowCirculate' : 'workflowLaunch')}</Tag> : detail.noticeTypeName && <Tag>{detail.noticeTypeName}</Tag>}
            <span>{detail.creatorUser}</span>
            <span>{formatDate(detail.creatorTime, 'YYYY-MM-DD HH:mm:ss')}</span>
          </div>
          {kind && onOpenTask && workflowTaskPath(detail.bodyText) ? (
            <Button type="primary" data-testid="message-open-task" onClick={() => onOpenTask(workflowTaskPath(detail.bodyText)!)}>
              {t(kind === 'todo' ? 'workflowHandle' : 'workflowView')}
            </Button>
          ) : null}
          {kind ? null : (
            <div className="live-notice-body" data-testid="message-body" dangerouslySetInnerHTML={{ __html: safeHtml(detail.bodyText) }} />
          )}
          {files.length > 0 && (
            <div style={{ marginTop: 16, borderTop: '1px solid #f0f0f0', paddingTop: 12 }} data-testid="message-files">
              <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
                <strong>{t('attachments')}</strong>
                {files.length > 1 && (
                  <Button size="small" icon={<DownloadOutlined />} onClick={() => void downloadAll()}>
                    {t('downloadAll')}
                  </Button>
                )}
              </div>
              {files.map((f) => (
                <div key={f.filePath} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0' }}>
                  <PaperClipOutlined />
                  <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>{f.fullName}</span>
                  {f.fileSize ? <span style={{ color: MUTED_TEXT }}>{formatFileSize(f.fileSize)}</span> : null}
                  <Button type="link" size="small" onClick={() => void downloadNoticeFile(f.filePath)}>
                    {t('download')}
                  </Button>
                </div>
              ))}
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
