import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ImageUpload from './ImageUpload';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

const png = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/png' });
const images = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}.png`, fileId: `i${i}`, url: `data:image/png;base64,AA${i}` }));

describe('ImageUpload', () => {
  it('refuses images beyond the limit with "at most n images"', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <WidgetProviders>
        <ImageUpload value={images(1)} options={{ limit: 2 }} onChange={onChange} />
      </WidgetProviders>,
    );
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [png('x.png'), png('y.png')] } });
    expect(await screen.findByText('最多只能上传2张图片')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0][0].map((f: { name: string }) => f.name)).toEqual(['p0.png', 'x.png']);
  });

  it('hides the add tile once full', () => {
    render(
      <WidgetProviders>
        <ImageUpload value={images(9)} onChange={() => {}} />
      </WidgetProviders>,
    );
    expect(screen.queryByText('上传图片')).toBeNull();
  });

  it('previews an image in a 600px dialog', async () => {
    render(
      <WidgetProviders>
        <ImageUpload value={images(1)} onChange={() => {}} />
      </WidgetProviders>,
    );
    fireEvent.click(screen.getByTitle('预览文件'));
    const modal = await waitFor(() => {
      const m = document.querySelector('.ant-modal') as HTMLElement | null;
      expect(m?.querySelector('img[alt="p0.png"]')).toBeTruthy();
      return m!;
    });
    expect(modal.style.width).toBe('600px');
  });
});
