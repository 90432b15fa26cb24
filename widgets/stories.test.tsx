import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
import * as previewAnnotations from '../.storybook/preview';

// Every story is also a smoke test: it renders with the preview's decorators (antd zh locale,
// i18next 'widgets', seeded fake services) and must show something without throwing.
setProjectAnnotations(previewAnnotations);
afterEach(cleanup);

type StoryModule = { default: Meta } & Record<string, StoryFn>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, mod) => {
  const stories = Object.entries(composeStories(mod));
  it('has the five review states', () => {
    const names = stories.map(([n]) => n.toLowerCase()).join(' ');
    for (const state of ['empty', 'filled', 'disabled', 'error', 'large']) expect(names).toContain(state);
  });
  it.each(stories)('%s renders', async (_name, Story) => {
    const { container } = render(<Story />);
    await waitFor(() => {
      const shown = (container.textContent ?? '').trim().length + container.querySelectorAll('input,img,svg,button').length;
      expect(shown).toBeGreaterThan(0);
    });
  });
});
