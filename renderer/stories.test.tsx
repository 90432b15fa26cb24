import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
import * as previewAnnotations from '../.storybook/preview';

// Every renderer story is also a smoke test: drawn with the preview's decorators (antd zh locale,
// i18next, fake services), it must show something (a table, a form, a panel) and not throw.
setProjectAnnotations(previewAnnotations);
afterEach(cleanup);

type StoryModule = { default: Meta } & Record<string, StoryFn>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, mod) => {
  const stories = Object.entries(composeStories(mod));
  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  it.each(stories)('%s renders', async (_name, Story) => {
    const { container } = render(<Story />);
    await waitFor(
      () => {
        const shown = (container.textContent ?? '').trim().length + container.querySelectorAll('input,img,svg,button,table').length;
        expect(shown).toBeGreaterThan(0);
      },
      { timeout: 5000 },
    );
  });
});
