import { describe, expect, it } from 'vitest';
import { mayDelete, mayEdit, maySee, reviewRefusal, stateAfterSave, type ArticleFacts, type Caller } from './rules';

const school1 = '/bureau/s1/';
const school2 = '/bureau/s2/';
const author: Caller = { id: 'a', orgPath: school1, isAdministrator: false, reviewer: false };
const otherTeacher: Caller = { id: 't', orgPath: school1, isAdministrator: false, reviewer: false };
const head1: Caller = { id: 'h1', orgPath: school1, isAdministrator: false, reviewer: true };
const head2: Caller = { id: 'h2', orgPath: school2, isAdministrator: false, reviewer: true };
const bureau: Caller = { id: 'b', orgPath: '/bureau/', isAdministrator: false, reviewer: true };
const art = (state: ArticleFacts['state']): ArticleFacts => ({ state, authorId: 'a', orgPath: school1 });

describe('family education article rules', () => {
  it('keeps unpublished articles to their author and the reviewers of their school', () => {
    for (const s of ['draft', 'pending', 'rejected'] as const) {
      expect(maySee(author, art(s))).toBe(true);
      expect(maySee(otherTeacher, art(s))).toBe(false);
      expect(maySee(head1, art(s))).toBe(true);
      expect(maySee(head2, art(s))).toBe(false);
      expect(maySee(bureau, art(s))).toBe(true);
    }
    expect(maySee(otherTeacher, art('published'))).toBe(true);
    expect(maySee(head2, art('published'))).toBe(true);
  });

  it('lets only a reviewer in reach decide, and only on a pending article', () => {
    expect(reviewRefusal(head1, art('pending'))).toBeNull();
    expect(reviewRefusal(bureau, art('pending'))).toBeNull();
    expect(reviewRefusal(head2, art('pending'))).toBe('notFound');
    expect(reviewRefusal(head2, art('published'))).toBe('notReviewer');
    expect(reviewRefusal(author, art('pending'))).toBe('notReviewer');
    expect(reviewRefusal(otherTeacher, art('pending'))).toBe('notFound');
    expect(reviewRefusal(head1, art('draft'))).toBe('notPending');
  });

  it('lets only the author edit; the author or a reviewer in reach delete', () => {
    expect(mayEdit(author, art('published'))).toBe(true);
    expect(mayEdit(head1, art('pending'))).toBe(false);
    expect(mayDelete(head1, art('published'))).toBe(true);
    expect(mayDelete(head2, art('published'))).toBe(false);
    expect(mayDelete(otherTeacher, art('published'))).toBe(false);
  });

  it('never leaves an edited article public without review', () => {
    expect(stateAfterSave(true)).toBe('pending');
    expect(stateAfterSave(false)).toBe('draft');
  });
});

import { uploadedImageOk, videoUrlOk } from './rules';

describe('media addresses', () => {
  it('accepts https videos only', () => {
    expect(videoUrlOk('')).toBe(true);
    expect(videoUrlOk('https://video.example.edu.cn/a.mp4')).toBe(true);
    expect(videoUrlOk('javascript:alert(1)')).toBe(false);
    expect(videoUrlOk('http://video.example.edu.cn/a.mp4')).toBe(false);
    expect(videoUrlOk('https://x.cn/a.mp4" onerror="alert(1)')).toBe(false);
  });
  it('accepts only our own uploaded public images', () => {
    expect(uploadedImageOk('/api/Common/Image/image/0b6c3f4e-1111-4a2b-9c3d-123456789abc.png?s=abc_D-1')).toBe(true);
    expect(uploadedImageOk('/api/Common/Image/IM/0b6c3f4e-1111-4a2b-9c3d-123456789abc.png')).toBe(false);
    expect(uploadedImageOk('https://evil.example/x.png')).toBe(false);
    expect(uploadedImageOk('/api/Common/Image/image/../../etc/passwd')).toBe(false);
  });
});
