import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import IconPicker from './IconPicker';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);

describe('IconPicker', () => {
  it('finds an icon of the whole set by searching and stores its name', async () => {
    const onChange = vi.fn();
    render(
      <WidgetProviders>
        <IconPicker value="HomeOutlined" onChange={onChange} />
      </WidgetProviders>,
    );
    expect((screen.getByTestId('icon-picker-input') as HTMLInputElement).value).toBe('HomeOutlined');
    fireEvent.click(screen.getByTestId('icon-picker-open'));
    fireEvent.change(await screen.findByLabelText('搜索图标名称'), { target: { value: 'clock circle' } });
    // The whole set is loaded, not the shell's short list: ClockCircle is none of the menu's icons.
    fireEvent.click(await screen.findByRole('button', { name: 'ClockCircleOutlined' }, { timeout: 10_000 }));
    expect(onChange).toHaveBeenLastCalledWith('ClockCircleOutlined');
  }, 30_000);

  it('takes a typed name and clears to nothing', () => {
    const onChange = vi.fn();
    function Host() {
      const [value, setValue] = useState<string | undefined>();
      return <IconPicker value={value} onChange={(v) => (onChange(v), setValue(v))} />;
    }
    render(
      <WidgetProviders>
        <Host />
      </WidgetProviders>,
    );
    fireEvent.change(screen.getByTestId('icon-picker-input'), { target: { value: 'UserOutlined' } });
    expect(onChange).toHaveBeenLastCalledWith('UserOutlined');
    fireEvent.change(screen.getByTestId('icon-picker-input'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
