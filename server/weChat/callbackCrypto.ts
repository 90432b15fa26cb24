import crypto from 'node:crypto';

/*
 * WeChat's callback security as Tencent documents it (消息加解密, WXBizMsgCrypt): a plain request is
 * signed sha1(sort(token, timestamp, nonce)); an encrypted one carries msg_signature =
 * sha1(sort(token, timestamp, nonce, Encrypt)) and Encrypt = base64(AES-256-CBC(random16 ‖ len32be ‖
 * xml ‖ appid)) with key = base64(EncodingAESKey + "="), iv = the key's first 16 bytes, PKCS#7 padding
 * to 32-byte blocks.
 */

const sha1 = (parts: string[]) => crypto.createHash('sha1').update([...parts].sort().join('')).digest('hex');

/** Constant-time comparison of two hex signatures. */
function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export function plainSignature(token: string, timestamp: string, nonce: string): string {
  return sha1([token, timestamp, nonce]);
}

export function checkPlainSignature(token: string, timestamp: string, nonce: string, signature: string): boolean {
  return !!token && same(plainSignature(token, timestamp, nonce), signature.toLowerCase());
}

export function messageSignature(token: string, timestamp: string, nonce: string, encrypted: string): string {
  return sha1([token, timestamp, nonce, encrypted]);
}

export function checkMessageSignature(token: string, timestamp: string, nonce: string, encrypted: string, signature: string): boolean {
  return !!token && same(messageSignature(token, timestamp, nonce, encrypted), signature.toLowerCase());
}

const keyOf = (aesKey: string) => {
  const key = Buffer.from(`${aesKey}=`, 'base64');
  if (key.length !== 32) throw new Error('EncodingAESKey must be 43 base64 characters');
  return key;
};

export function encryptMessage(aesKey: string, appId: string, xml: string, random = crypto.randomBytes(16)): string {
  const key = keyOf(aesKey);
  const body = Buffer.from(xml, 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length);
  const plain = Buffer.concat([random, len, body, Buffer.from(appId, 'utf8')]);
  const pad = 32 - (plain.length % 32);
  const cipher = crypto.createCipheriv('aes-256-cbc', key, key.subarray(0, 16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), cipher.final()]).toString('base64');
}

/** The XML inside, or null when it does not decrypt, is malformed, or was made for another app id. */
export function decryptMessage(aesKey: string, appId: string, encrypted: string): string | null {
  try {
    const key = keyOf(aesKey);
    const decipher = crypto.createDecipheriv('aes-256-cbc', key, key.subarray(0, 16));
    decipher.setAutoPadding(false);
    const padded = Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]);
    const pad = padded[padded.length - 1];
    if (pad < 1 || pad > 32) return null;
    const plain = padded.subarray(0, padded.length - pad);
    const len = plain.readUInt32BE(16);
    if (20 + len > plain.length) return null;
    const xml = plain.subarray(20, 20 + len).toString('utf8');
    return plain.subarray(20 + len).toString('utf8') === appId ? xml : null;
  } catch {
    return null;
  }
}
