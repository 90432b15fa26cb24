import { describe, expect, it } from 'vitest';
import { workflowText } from './workflowTexts';

describe('workflow screen texts', () => {
  it('speaks the three languages and fills placeholders', () => {
    expect(workflowText('zh', 's2')).toBe('已通过');
    expect(workflowText('zhtw', 's2')).toBe('已通過');
    expect(workflowText('en', 'u3')).toBe('Urgent');
    expect(workflowText('zh', 'entrustedBy', { name: '李老师' })).toBe('李老师委托');
  });
});
