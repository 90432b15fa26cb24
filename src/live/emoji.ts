// The 120 chat emoji of the classic QQ/WeChat set. A message carries them as `[name]` tokens (as
// JNPF does); each renders as a small image (an inline SVG drawing the Unicode glyph) whose alt
// text is the token, so copying a message copies `[微笑]`.

export const EMOJI: readonly (readonly [name: string, glyph: string])[] = [
  ['微笑', '🙂'], ['撇嘴', '😕'], ['色', '😍'], ['发呆', '😳'], ['得意', '😌'], ['流泪', '😢'], ['害羞', '😊'], ['闭嘴', '🤐'],
  ['睡', '😴'], ['大哭', '😭'], ['尴尬', '😅'], ['发怒', '😡'], ['调皮', '😜'], ['呲牙', '😁'], ['惊讶', '😮'], ['难过', '🙁'],
  ['酷', '😎'], ['冷汗', '😰'], ['抓狂', '😫'], ['吐', '🤮'], ['偷笑', '🤭'], ['可爱', '🥰'], ['白眼', '🙄'], ['傲慢', '😤'],
  ['饥饿', '🤤'], ['困', '😪'], ['惊恐', '😱'], ['流汗', '😓'], ['憨笑', '😄'], ['大兵', '💂'], ['奋斗', '💪'], ['咒骂', '🤬'],
  ['疑问', '❓'], ['嘘', '🤫'], ['晕', '😵'], ['折磨', '😖'], ['衰', '😩'], ['骷髅', '💀'], ['敲打', '🔨'], ['再见', '👋'],
  ['擦汗', '😥'], ['抠鼻', '👃'], ['鼓掌', '👏'], ['糗大了', '😣'], ['坏笑', '😈'], ['左哼哼', '😒'], ['右哼哼', '😾'], ['哈欠', '🥱'],
  ['鄙视', '😑'], ['委屈', '🥺'], ['快哭了', '😿'], ['阴险', '😼'], ['亲亲', '😘'], ['吓', '🙀'], ['可怜', '🥹'], ['菜刀', '🔪'],
  ['西瓜', '🍉'], ['啤酒', '🍺'], ['篮球', '🏀'], ['乒乓', '🏓'], ['咖啡', '☕'], ['饭', '🍚'], ['猪头', '🐷'], ['玫瑰', '🌹'],
  ['凋谢', '🥀'], ['示爱', '💋'], ['爱心', '❤️'], ['心碎', '💔'], ['蛋糕', '🎂'], ['闪电', '⚡'], ['炸弹', '💣'], ['刀', '🗡️'],
  ['足球', '⚽'], ['瓢虫', '🐞'], ['便便', '💩'], ['月亮', '🌙'], ['太阳', '☀️'], ['礼物', '🎁'], ['拥抱', '🤗'], ['强', '👍'],
  ['弱', '👎'], ['握手', '🤝'], ['胜利', '✌️'], ['抱拳', '🙏'], ['勾引', '👉'], ['拳头', '✊'], ['差劲', '👇'], ['爱你', '🤟'],
  ['NO', '🙅'], ['OK', '👌'], ['爱情', '💑'], ['飞吻', '😗'], ['跳跳', '🐸'], ['发抖', '🥶'], ['怄火', '😠'], ['转圈', '💫'],
  ['磕头', '🙇'], ['回头', '🔙'], ['跳绳', '🪢'], ['挥手', '🙋'], ['激动', '🤩'], ['街舞', '🕺'], ['献吻', '😚'], ['左太极', '☯️'],
  ['右太极', '🌀'], ['嘿哈', '🥋'], ['捂脸', '🤦'], ['奸笑', '😏'], ['机智', '🤓'], ['皱眉', '😟'], ['耶', '🙌'], ['吃瓜', '🍈'],
  ['加油', '📣'], ['汗', '💦'], ['天啊', '😲'], ['社会社会', '🤙'], ['旺柴', '🐕'], ['好的', '🆗'], ['打脸', '🤕'], ['哇', '🤯'],
];

const byName = new Map(EMOJI.map(([name, glyph]) => [name, glyph]));

const cache = new Map<string, string>();

/** A data URL of a 24×24 SVG drawing the glyph: an image without shipping image files. */
export function emojiSrc(name: string): string | null {
  const glyph = byName.get(name);
  if (!glyph) return null;
  let src = cache.get(name);
  if (!src) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><text x="12" y="13" font-size="19" text-anchor="middle" dominant-baseline="middle">${glyph}</text></svg>`;
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
