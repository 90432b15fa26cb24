import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import FullScreenToggle from './FullScreenToggle';
import { WidgetProviders } from '../core/TestProviders';
import { createFakeServices } from '../core/fakeServices';

const doc = document as unknown as Record<string, unknown>;
function fakeFullscreen(enabled: boolean) {
  let el: Element | null = null;
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => el });
  doc.exitFullscreen = vi.fn(async () => {
    el = null;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  document.documentElement.requestFullscreen = vi.fn(async () => {
    el = document.documentElement;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
}

afterEach(() => {
  cleanup();
  delete doc.fullscreenEnabled;
  delete doc.fullscreenElement;
});

describe('FullScreenToggle', () => {
  it('enters and leaves full screen, switching its label', async () => {
    fakeFullscreen(true);
    render(
      <WidgetProviders>
        <FullScreenToggle />
      </WidgetProviders>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '全屏' })));
    expect(document.documentElement.requestFullscreen).toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '退出全屏' })));
    expect(document.exitFullscreen).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '全屏' })).toBeTruthy();
  });

  it('warns "full screen not supported" when the browser cannot', async () => {
    fakeFullscreen(false);
    render(
      <WidgetProviders services={createFakeServices({ lang: 'en' })}>
        <FullScreenToggle />
      </WidgetProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(await screen.findByText('full screen not supported')).toBeTruthy();
  });
});
