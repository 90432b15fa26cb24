import { Image } from 'antd';
import { safeUrl } from '../core/safeUrl';
import type { CellProps } from '../core/types';
import { SECONDARY_TEXT } from '../core/colors';

export interface ImageCellOptions {
  /** Thumbnail size in px (default 40). */
  size?: number;
  /** Thumbnails shown before '+n' (default 3). */
  max?: number;
}

type ImageValue = string | { url: string; name?: string } | Array<string | { url: string; name?: string }> | null | undefined;

function urlsOf(value: ImageValue): { url: string; name: string }[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value ? [value] : [];
  return list
    .map((v) => (typeof v === 'string' ? { url: v, name: '' } : { url: v.url, name: v.name ?? '' }))
    .map((v) => ({ ...v, url: safeUrl(v.url, 'image') ?? '' }))
    .filter((v) => v.url);
}

/** Thumbnails (a url, a list of urls or of uploaded files) with click-to-preview. */
export default function ImageCell({ value, options = {} }: CellProps<ImageValue, ImageCellOptions>) {
  const size = options.size ?? 40;
  const max = options.max ?? 3;
  const images = urlsOf(value);
  if (!images.length) return null;
  return (
    <Image.PreviewGroup items={images.map((i) => i.url)}>
      <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        {images.slice(0, max).map((img, i) => (
          <Image key={i} src={img.url} alt={img.name || `image-${i + 1}`} width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ))}
        {images.length > max && <span style={{ color: SECONDARY_TEXT }}>+{images.length - max}</span>}
      </span>
    </Image.PreviewGroup>
  );
}
