import { afterEach, describe, expect, it, vi } from 'vitest';
import DOMPurify from 'dompurify';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import RichTextEditor, { isBlankHtml } from './RichTextEditor';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

describe('RichTextEditor', () => {
  it('loads Quill lazily with headings 1-6, sizes and the default placeholder', async () => {
    const { container } = render(
      <WidgetProviders>
        <RichTextEditor onChange={() => {}} />
      </WidgetProviders>,
    );
    await waitFor(() => expect(container.querySelector('.ql-editor')).toBeTruthy(), { timeout: 10000 });
    expect(container.querySelector('.ql-editor')!.getAttribute('data-placeholder')).toBe('请输入内容…');
    const headers = [...container.querySelectorAll('select.ql-header option')].map((o) => o.getAttribute('value'));
    expect(headers).toEqual(['1', '2', '3', '4', '5', '6', null]);
    const sizes = [...container.querySelectorAll('select.ql-size option')].map((o) => o.getAttribute('value'));
    expect(sizes).toEqual(['small', null, 'large', 'huge']);
  });

  // happy-dom breaks DOMPurify (it keeps <script> and drops <p>), so here we only check the view goes
  // through it; the Disabled story is checked for stripped scripts in chromium.
  it('shows read-only HTML through DOMPurify instead of an editor', () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockImplementation(((html: string) => html.replace(/<script>.*?<\/script>/g, '').replace(/ onerror="[^"]*"/g, '')) as never);
    const { container } = render(
      <WidgetProviders>
        <RichTextEditor readonly value={'<p>通知</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} onChange={() => {}} />
      </WidgetProviders>,
    );
    expect(sanitize).toHaveBeenCalled();
    expect(container.querySelector('.ql-editor')).toBeNull();
    expect(screen.getByText('通知')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('onerror')).toBeNull();
    sanitize.mockRestore();
  });

  it('treats an empty Quill document as empty', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});
