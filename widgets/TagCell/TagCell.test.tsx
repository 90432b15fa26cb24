import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import TagCell from './TagCell';

afterEach(cleanup);
const map = { '1': { label: '等待审核', color: 'processing' }, '2': { label: '审核通过', color: 'success' } };

describe('TagCell', () => {
  it('maps values to labelled, coloured tags', () => {
    render(<TagCell value={2} record={{}} options={{ map }} />);
    const tag = screen.getByText('审核通过');
    expect(tag.className).toContain('ant-tag-success');
  });

  it('shows several values and unknown ones as they are', () => {
    render(<TagCell value="1,7" record={{}} options={{ map }} />);
    expect(screen.getByText('等待审核')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
  });
});
