import type { KeyboardEvent } from 'react';

const notTyped = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'range', 'color']);

/**
 * Whether this key press submits the form (then it is taken: preventDefault). Enter in a one-line field does — a
 * modal's buttons sit in its footer, outside the form, so the browser's own implicit submission does not happen —
 * but not in a text area, not on buttons or toggles, and not while a dropdown (select, autosuggest) is open or has
 * used the key itself.
 */
export function isSubmitKey(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return false;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || notTyped.has(target.type)) return false;
  if (target.getAttribute('aria-expanded') === 'true') return false;
  event.preventDefault();
  return true;
}
