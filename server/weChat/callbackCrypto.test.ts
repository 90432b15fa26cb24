import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkMessageSignature, checkPlainSignature, decryptMessage, encryptMessage, messageSignature, plainSignature } from './callbackCrypto';

const AES = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('WeChat callback security', () => {
  it('signs as Tencent’s sample: sha1 of the sorted token, timestamp and nonce', () => {
    // Tencent's documented example values for the access check.
    expect(plainSignature('token', '1409735669', '1408932981')).toBe(
      crypto.createHash('sha1').update(['1408932981', '1409735669', 'token'].join('')).digest('hex'),
    );
    const sig = plainSignature('eduToken', '1700000000', '42');
    expect(checkPlainSignature('eduToken', '1700000000', '42', sig)).toBe(true);
    expect(checkPlainSignature('eduToken', '1700000001', '42', sig)).toBe(false);
    expect(checkPlainSignature('', '1700000000', '42', plainSignature('', '1700000000', '42'))).toBe(false);
  });

  it('encrypts and decrypts a message for its app id only, and refuses a tampered one', () => {
    const xml = '<xml><Content><![CDATA[你好，老师]]></Content></xml>';
    const enc = encryptMessage(AES, 'wx5f0c1a2b3c4d5e6f', xml);
    expect(decryptMessage(AES, 'wx5f0c1a2b3c4d5e6f', enc)).toBe(xml);
    expect(decryptMessage(AES, 'wxOTHER', enc)).toBeNull();
    const bytes = Buffer.from(enc, 'base64');
    bytes[5] ^= 0xff;
    expect(decryptMessage(AES, 'wx5f0c1a2b3c4d5e6f', bytes.toString('base64'))).not.toBe(xml);
    const sig = messageSignature('eduToken', '1700000000', '42', enc);
    expect(checkMessageSignature('eduToken', '1700000000', '42', enc, sig)).toBe(true);
    expect(checkMessageSignature('eduToken', '1700000000', '42', `${enc}x`, sig)).toBe(false);
  });
});
