/** Ctrl-K, or ⌘K on a Mac: the search's shortcut, whatever the keyboard's layout (the K key's own code). */
export const isSearchShortcut = (
  event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'code' | 'key'>,
) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  (event.code === 'KeyK' || event.key.toLowerCase() === 'k');
