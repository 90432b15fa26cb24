import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import StateSwitch from './StateSwitch';
import { WidgetProviders } from '../testing/TestProviders';

afterEach(cleanup);
const record = { id: 'u1', name: '张伟' };

describe('StateSwitch', () => {
  it('calls onToggle with the row and the new state, then shows it', async () => {
    const onToggle = vi.fn(async () => {});
    render(
      <WidgetProviders>
        <StateSwitch value={1} record={record} options={{ onToggle }} />
      </WidgetProviders>,
    );
    const sw = screen.getByRole('switch');
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('启用')).toBeTruthy();
    await act(async () => fireEvent.click(sw));
    expect(onToggle).toHaveBeenCalledWith(record, false);
    expect(sw.getAttribute('aria-checked')).toBe('false');
  });

  it('keeps the old state when the action fails', async () => {
    const onToggle = vi.fn(async () => {
      throw new Error('denied');
    });
    render(
      <WidgetProviders>
        <StateSwitch value={0} record={record} options={{ onToggle }} />
      </WidgetProviders>,
    );
    await act(async () => fireEvent.click(screen.getByRole('switch')));
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('is disabled without permission', async () => {
    const onToggle = vi.fn();
    render(
      <WidgetProviders>
        <StateSwitch value={1} record={record} options={{ onToggle, allowed: false }} />
      </WidgetProviders>,
    );
    await act(async () => fireEvent.click(screen.getByRole('switch')));
    expect(onToggle).not.toHaveBeenCalled();
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });
});
