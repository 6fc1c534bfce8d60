import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Types `text` into a cleared field key by key, as a person does, then leaves it with Tab. */
export async function typeInto(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.tab();
}

/**
 * Replaces a field's text at once, as pasting does, then leaves it with Tab: for what a test needs in
 * place rather than tests. Typed key by key, each key re-renders the whole form, which a long form pays
 * for at every key.
 */
export async function pasteInto(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
  await user.tab();
}
