import { expect, userEvent, waitFor, within } from 'storybook/test';

// Steps shared by the stories' `play` functions. They run in Storybook's browser (the Interactions
// panel) and in `widgets/stories.test.tsx` under happy-dom, so they only click, type and read what
// a user sees.

/** The whole page: antd draws popups, dialogs and messages into document.body, outside the story. */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the story's (first or given) select, types `search` when given, and clicks the first option titled `title`. */
export async function pick(canvasElement: HTMLElement, title: string, search?: string, box?: HTMLElement) {
  const combobox = box ?? within(canvasElement).getAllByRole('combobox')[0];
  await userEvent.click(combobox);
  if (search) await userEvent.type(combobox, search);
  await userEvent.click((await pageOf(canvasElement).findAllByTitle(title))[0]);
}

/** The value the story's form holds (storyKit's Stateful prints it as JSON under the widget). */
export async function expectStored(canvasElement: HTMLElement, value: unknown) {
  const shown = await within(canvasElement).findByTestId('stored-value');
  await waitFor(() => expect(shown.textContent).toBe(JSON.stringify(value ?? null)));
}

/** The form's rule error marks the field red (antd's error status) until the form validates again. */
export async function expectErrorStatus(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[class*="-status-error"]')).not.toBeNull());
}

/** A disabled field shows its value but its control cannot be used. */
export async function expectLocked(canvasElement: HTMLElement, shownText: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(shownText)).toBeVisible();
  for (const box of canvas.getAllByRole('combobox')) await expect(box).toBeDisabled();
}

/**
 * A message (toast) with this text is on the page. Presence, not visibility: antd slides messages in
 * with its own animation, which happy-dom never finishes, so they would stay transparent there.
 */
export async function expectToast(canvasElement: HTMLElement, text: string | RegExp) {
  await expect(await pageOf(canvasElement).findByText(text)).toBeInTheDocument();
}
