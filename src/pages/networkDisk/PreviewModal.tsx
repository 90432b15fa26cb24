import { useEffect, useRef, useState } from 'react';
import { Alert, Modal, Spin } from 'antd';
import { http } from '../../api/client';
import type { Lang } from '../../../contract/rules/messages';
import { diskText } from './diskTexts';

export interface PreviewItem {
  id: string;
  name: string;
  kind: string;
  ext: string;
}

const PREVIEWABLE = new Set(['image', 'pdf', 'video', 'audio', 'text']);
export const canPreview = (item: { kind: string; ext: string }) => PREVIEWABLE.has(item.kind) || item.ext === 'docx';

/**
 * The preview of one file: media and PDF load from the bytes route with a ticket (inline, so
 * players can seek with Range); text is read as text; .docx is drawn by docx-preview.
 */
export default function PreviewModal({ item, lang, onClose }: { item: PreviewItem | null; lang: Lang; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [textBody, setTextBody] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const docxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setUrl(null);
    setTextBody(null);
    setError(null);
    if (!item) return;
    let live = true;
    (async () => {
      const { data } = await http.get<{ url: string }>(`/api/Disk/Node/${item.id}/Url`);
      if (!live) return;
      if (item.kind === 'text') {
        const res = await fetch(data.url);
        const body = await res.text();
        if (live) setTextBody(body.length > 200_000 ? `${body.slice(0, 200_000)}\n…` : body);
      } else if (item.ext === 'docx') {
        const buf = await (await fetch(data.url)).arrayBuffer();
        const { renderAsync } = await import('docx-preview');
        if (live && docxRef.current) await renderAsync(buf, docxRef.current, undefined, { inWrapper: false });
        if (live) setUrl(data.url);
      } else {
        setUrl(`${data.url}&inline=true`);
      }
    })().catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [item]);

  const body = () => {
    if (!item) return null;
    if (error) return <Alert type="error" message={error} />;
    if (item.ext === 'docx') return <div ref={docxRef} style={{ maxHeight: '70vh', overflow: 'auto' }} data-testid="docx-preview" />;
    if (item.kind === 'text') return textBody === null ? <Spin /> : <pre style={{ maxHeight: '70vh', overflow: 'auto', whiteSpace: 'pre-wrap' }}>{textBody}</pre>;
    if (!url) return <Spin tip={diskText(lang, 'previewLoading')} />;
    if (item.kind === 'image') return <img src={url} alt={item.name} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }} />;
    if (item.kind === 'video') return <video src={url} controls style={{ width: '100%', maxHeight: '70vh' }} aria-label={item.name} />;
    if (item.kind === 'audio') return <audio src={url} controls style={{ width: '100%' }} aria-label={item.name} />;
    if (item.kind === 'pdf') return <iframe src={url} title={item.name} style={{ width: '100%', height: '70vh', border: 0 }} />;
    return <Alert type="info" message={diskText(lang, 'noPreview')} />;
  };

  return (
    <Modal open={!!item} title={item ? `${diskText(lang, 'preview')} · ${item.name}` : ''} onCancel={onClose} footer={null} width={860} destroyOnClose>
      {body()}
    </Modal>
  );
}
