import { useEffect, useRef, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../core/types';
import { SECONDARY_TEXT } from '../core/colors';

export interface SignaturePadOptions {
  width?: number;
  height?: number;
}

/** PNG data URLs only: the value is drawn back as an image, and anything else must not reach an <img>. */
const isPng = (v: unknown): v is string => typeof v === 'string' && v.startsWith('data:image/png;base64,');

/**
 * A handwritten signature (审批签名): drawn with a mouse, pen or finger, stored as a PNG data URL.
 * Each finished stroke hands the whole picture on; 清除签名 empties it. Disabled or read-only it
 * only shows the signature.
 */
export default function SignaturePad({ id, value, onChange, disabled, readonly, options = {} }: FieldWidgetProps<string, SignaturePadOptions>) {
  const { t } = useTranslation('widgets');
  const width = options.width ?? 360;
  const height = options.height ?? 140;
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);
  const locked = disabled || readonly;

  // A value set from outside (or cleared) is what the pad shows.
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, width, height);
    setInked(isPng(value));
    if (!isPng(value) || drawing.current) return;
    const img = new Image();
    img.onload = () => ctx.drawImage(img, 0, 0, width, height);
    img.src = value;
  }, [value, width, height]);

  const at = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };
  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (locked || !ctx) return;
    drawing.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#1f1f1f';
    ctx.beginPath();
    ctx.moveTo(...at(e));
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!drawing.current || !ctx) return;
    ctx.lineTo(...at(e));
    ctx.stroke();
  };
  const up = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    setInked(true);
    onChange(e.currentTarget.toDataURL('image/png'));
  };

  if (locked) {
    return isPng(value) ? <img id={id} src={value} alt={t('signatureImage')} width={width} height={height} style={{ border: '1px solid #d9d9d9', borderRadius: 6 }} /> : <span id={id} />;
  }
  return (
    <Space direction="vertical" size={4} id={id}>
      <canvas
        ref={canvas}
        width={width}
        height={height}
        role="img"
        aria-label={t('signatureImage')}
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerLeave={up}
        style={{ border: '1px dashed #8c8c8c', borderRadius: 6, background: '#fff', touchAction: 'none', cursor: 'crosshair', maxWidth: '100%' }}
      />
      <Space>
        <Typography.Text style={{ color: SECONDARY_TEXT }}>{t('signatureHint')}</Typography.Text>
        <Button size="small" disabled={!inked} onClick={() => onChange(undefined)}>
          {t('signatureClear')}
        </Button>
      </Space>
    </Space>
  );
}
