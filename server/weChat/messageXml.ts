import { XMLParser } from 'fast-xml-parser';

/** A callback's XML as flat fields (WeChat's messages are one level deep); null when it is not XML. */
export function readXml(xml: string): Record<string, string> | null {
  try {
    const parsed = new XMLParser({ parseTagValue: false, processEntities: false }).parse(xml) as { xml?: Record<string, unknown> };
    if (!parsed?.xml || typeof parsed.xml !== 'object') return null;
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed.xml)) if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
    return out;
  } catch {
    return null;
  }
}

/** Text inside CDATA: a "]]>" in it would end the section early, so it is split across two. */
const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

export function textReplyXml(to: string, from: string, content: string, now = Math.floor(Date.now() / 1000)): string {
  return `<xml><ToUserName>${cdata(to)}</ToUserName><FromUserName>${cdata(from)}</FromUserName><CreateTime>${now}</CreateTime><MsgType>${cdata('text')}</MsgType><Content>${cdata(content)}</Content></xml>`;
}

const head = (to: string, from: string, now: number, type: string) =>
  `<ToUserName>${cdata(to)}</ToUserName><FromUserName>${cdata(from)}</FromUserName><CreateTime>${now}</CreateTime><MsgType>${cdata(type)}</MsgType>`;

/** A passive reply with an image of the material library (by its media_id). */
export function imageReplyXml(to: string, from: string, mediaId: string, now = Math.floor(Date.now() / 1000)): string {
  return `<xml>${head(to, from, now, 'image')}<Image><MediaId>${cdata(mediaId)}</MediaId></Image></xml>`;
}

export interface NewsReplyArticle {
  title: string;
  description: string;
  picUrl: string;
  url: string;
}

/** A passive news reply: WeChat shows one article card (Tencent allows at most one since 2018). */
export function newsReplyXml(to: string, from: string, articles: NewsReplyArticle[], now = Math.floor(Date.now() / 1000)): string {
  const items = articles.slice(0, 1).map((a) => `<item><Title>${cdata(a.title)}</Title><Description>${cdata(a.description)}</Description><PicUrl>${cdata(a.picUrl)}</PicUrl><Url>${cdata(a.url)}</Url></item>`);
  return `<xml>${head(to, from, now, 'news')}<ArticleCount>${items.length}</ArticleCount><Articles>${items.join('')}</Articles></xml>`;
}

export function encryptedReplyXml(encrypted: string, signature: string, timestamp: string, nonce: string): string {
  return `<xml><Encrypt>${cdata(encrypted)}</Encrypt><MsgSignature>${cdata(signature)}</MsgSignature><TimeStamp>${timestamp}</TimeStamp><Nonce>${cdata(nonce)}</Nonce></xml>`;
}
