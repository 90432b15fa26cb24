import { emojiSrc, parseEmoji } from './emoji';
import AuthImage from './AuthImage';

/** One message's content: text with emoji images (never HTML), or an image. */
export default function ChatMessageView({ contentType, content }: { contentType: string; content: string }) {
  if (contentType === 'image') {
    let img: { path?: string; width?: number; height?: number } = {};
    try {
      img = JSON.parse(content);
    } catch {
      /* shown as nothing */
    }
    if (!img.path) return null;
    const w = Math.min(200, img.width || 200);
    return <AuthImage src={img.path} alt="" style={{ maxWidth: w, maxHeight: 200, borderRadius: 4, display: 'block' }} />;
  }
  return (
    <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parseEmoji(content).map((p, i) =>
        p.kind === 'text' ? (
          <span key={i}>{p.text}</span>
        ) : (
          <img key={i} src={emojiSrc(p.name)!} alt={`[${p.name}]`} title={p.name} width={22} height={22} style={{ verticalAlign: 'text-bottom' }} />
        ),
      )}
    </span>
  );
}
