import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import LinkCell from './LinkCell';

afterEach(cleanup);
const record = { id: 'a b', title: '家长会通知' };

describe('LinkCell', () => {
  it('runs the in-app action with the row', () => {
    const onClick = vi.fn();
    render(<LinkCell value="家长会通知" record={record} options={{ onClick }} />);
    fireEvent.click(screen.getByText('家长会通知'));
    expect(onClick).toHaveBeenCalledWith(record);
  });

  it('fills an href template from the row, escaping values', () => {
    render(<LinkCell value="家长会通知" record={record} options={{ href: '/noticeDetail?id={id}', target: '_blank' }} />);
    const a = screen.getByText('家长会通知').closest('a')!;
    expect(a.getAttribute('href')).toBe('/noticeDetail?id=a%20b');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('refuses a javascript: address and shows plain text', () => {
    render(<LinkCell value="点我" record={record} options={{ href: 'javascript:alert(1)' }} />);
    expect(screen.getByText('点我').closest('a')).toBeNull();
  });
});
