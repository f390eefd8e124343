import { within } from '@testing-library/react';

/** The item of `list` that shows `text`, for tests that act on one row of a list. */
export function listItemWith(list: HTMLElement, text: string): HTMLElement {
  const item = within(list)
    .getAllByRole('listitem')
    .find(candidate => within(candidate).queryByText(text));
  if (!item) throw new Error(`No list item shows ${text}`);
  return item;
}
