import { CATALOGUE } from './catalogue';

// The chat emoji: 120 `[名称]` tokens, each drawn as a small SVG image (shapes only, so it looks
// the same on a PC without an emoji font and needs no network). Copying a message copies the token.

/** [name, SVG markup of the 24×24 drawing]. */
export const EMOJI = CATALOGUE;

const byName = new Map<string, string>(EMOJI.map(([name, body]) => [name, body]));
const cache = new Map<string, string>();

/** A data URL of the emoji's 24×24 SVG drawing, or null for an unknown name. */
export function emojiSrc(name: string): string | null {
  const body = byName.get(name);
  if (body === undefined) return null;
  let src = cache.get(name);
  if (!src) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">${body}</svg>`;
    src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    cache.set(name, src);
  }
  return src;
}

export type MessagePart = { kind: 'text'; text: string } | { kind: 'emoji'; name: string };

/** Splits a chat text into plain text and known `[name]` emoji tokens; unknown tokens stay text. */
export function parseEmoji(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const re = /\[([^[\]\s]{1,4})\]/g;
  let last = 0;
  let m: RegExpExecArray | null;
  const push = (t: string) => {
    if (!t) return;
    const prev = parts[parts.length - 1];
    if (prev?.kind === 'text') prev.text += t;
    else parts.push({ kind: 'text', text: t });
  };
  while ((m = re.exec(text))) {
    if (!byName.has(m[1])) continue;
    push(text.slice(last, m.index));
    parts.push({ kind: 'emoji', name: m[1] });
    last = m.index + m[0].length;
  }
  push(text.slice(last));
  return parts;
}
