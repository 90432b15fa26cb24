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

export function encryptedReplyXml(encrypted: string, signature: string, timestamp: string, nonce: string): string {
  return `<xml><Encrypt>${cdata(encrypted)}</Encrypt><MsgSignature>${cdata(signature)}</MsgSignature><TimeStamp>${timestamp}</TimeStamp><Nonce>${cdata(nonce)}</Nonce></xml>`;
}
