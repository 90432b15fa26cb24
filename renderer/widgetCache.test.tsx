import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { WidgetRegistry } from '../widgets/index';
import { lazyWidget, preloadWidgets, widgetNamesOf } from './widgetCache';

function registryOf(loads: { n: number }) {
  return {
    hello: {
      use: 'field',
      label: 'hello',
      load: async () => {
        loads.n++;
        return { default: () => <span>loaded widget</span> };
      },
    },
  } as unknown as WidgetRegistry;
}

describe('widget code loading', () => {
  it('finds every ui:widget of a ui schema, sub-tables and array items included', () => {
    const names = widgetNamesOf({ a: { 'ui:widget': 'radio' }, t: { items: { b: { 'ui:widget': 'userPicker' } } }, 'ui:order': ['a'] });
    expect([...names].sort()).toEqual(['radio', 'userPicker']);
  });

  it('draws a preloaded widget at once, without the placeholder a dialog would grow from', async () => {
    const loads = { n: 0 };
    const registry = registryOf(loads);
    const Hello = lazyWidget<object>(registry, 'hello', 'field')!;
    await preloadWidgets(registry, ['hello', 'radio']);
    // Loaded now: nothing left to wait for, and the widget is there in the first render.
    expect(preloadWidgets(registry, ['hello'])).toBeNull();
    render(
      <Suspense fallback={<span>placeholder</span>}>
        <Hello />
      </Suspense>,
    );
    expect(screen.getByText('loaded widget')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(loads.n).toBe(1);
  });

  it('shows the placeholder first when the code is not loaded yet', async () => {
    const registry = registryOf({ n: 0 });
    const Hello = lazyWidget<object>(registry, 'hello', 'field')!;
    render(
      <Suspense fallback={<span>placeholder</span>}>
        <Hello />
      </Suspense>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(await screen.findByText('loaded widget')).toBeTruthy();
  });
});
