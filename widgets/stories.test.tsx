import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { Meta, StoryFn } from '@storybook/react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import * as previewAnnotations from '../.storybook/preview';

// Every story is also a test: it renders with the preview's decorators (antd zh locale, i18next
// 'widgets', seeded fake services), must show something, runs its `play` (the interaction a reviewer
// would do, with its own assertions), and then must pass axe-core without serious or critical
// violations, the same rule as the e2e accessibility suite.
// Motion off: happy-dom never ends antd's CSS animations, so entering popups would stay transparent.
setProjectAnnotations([previewAnnotations, { parameters: { motion: false } }]);
afterEach(cleanup);
// Vitest imports stylesheets as empty, but Quill's hides its closed pickers and link box (display:
// none): without it axe would judge those hidden parts as shown.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = fs.readFileSync(createRequire(import.meta.url).resolve('react-quill-new/dist/quill.snow.css'), 'utf8');
  document.head.append(style);
});

type StoryModule = { default: Meta } & Record<string, StoryFn>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

// axe under happy-dom matches every element against each of antd's ~2,500 style rules: the largest
// story takes seconds alone and several times that on a machine shared with other test runs (100–115 s
// for the LargeData stories at load average 18): the timeout guards against a hang, not a slow machine.
const STORY_TIMEOUT = 180_000;
const BLOCKING = new Set(['serious', 'critical']);
const axeOptions: axe.RunOptions = {
  resultTypes: ['violations'],
  // happy-dom computes no layout or colours, so axe cannot judge contrast here (it reports every text
  // as unreadable or none at all); the e2e accessibility test checks contrast on real screens.
  rules: { 'color-contrast': { enabled: false } },
};

async function blockingViolations(root: Element) {
  const { violations } = await axe.run(root, axeOptions);
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.slice(0, 3).map((n) => `  - ${n.target.join(' ')}: ${n.html}`).join('\n')}`);
}

describe.each(Object.entries(modules))('%s', (_path, mod) => {
  const stories = Object.entries(composeStories(mod));
  it('has the five review states', () => {
    const names = stories.map(([n]) => n.toLowerCase()).join(' ');
    for (const state of ['empty', 'filled', 'disabled', 'error', 'large']) expect(names).toContain(state);
  });
  it.each(stories)('%s renders, plays and passes axe', async (_name, Story) => {
    const { container } = render(<Story />);
    await waitFor(() => {
      const shown = (container.textContent ?? '').trim().length + container.querySelectorAll('input,img,svg,button').length;
      expect(shown).toBeGreaterThan(0);
    });
    await Story.play?.({ canvasElement: container });
    // Popups and dialogs are portalled outside the container: check the whole page.
    expect(await blockingViolations(document.body)).toEqual([]);
  }, STORY_TIMEOUT);
});
