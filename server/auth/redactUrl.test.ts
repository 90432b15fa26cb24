import { describe, expect, it } from 'vitest';
import { redactUrl } from './redactUrl';

describe('redactUrl', () => {
  it('drops the values of credential parameters and keeps the rest', () => {
    expect(redactUrl('/api/Common/Download/annex/abc?ticket=1790000000000.xyz&n=1')).toBe('/api/Common/Download/annex/abc?ticket=***&n=1');
    expect(redactUrl('/api/Common/Image/userAvatar/a.png?s=SIGNATURE')).toBe('/api/Common/Image/userAvatar/a.png?s=***');
    expect(redactUrl('/home?Token=abc&redirect=%2Fx')).toBe('/home?Token=***&redirect=%2Fx');
    expect(redactUrl('/loginIn?%74icket=abc')).toBe('/loginIn?%74icket=***');
  });

  it('drops a QR ticket carried in the path', () => {
    expect(redactUrl('/api/Common/Login/QrTicket/AbC_123-xyzxyzxyzxyzxyz')).toBe('/api/Common/Login/QrTicket/***');
    expect(redactUrl('/api/Common/Login/QrTicket/AbC_123-xyzxyzxyzxyzxyz/Confirm?x=1')).toBe('/api/Common/Login/QrTicket/***/Confirm?x=1');
  });

  it('leaves URLs without credentials alone', () => {
    expect(redactUrl('/api/Permission/Users?currentPage=1&keyword=s')).toBe('/api/Permission/Users?currentPage=1&keyword=s');
    expect(redactUrl('/api/Common/Login/QrTicket')).toBe('/api/Common/Login/QrTicket');
    expect(redactUrl('/x?flag&s')).toBe('/x?flag&s');
  });
});
