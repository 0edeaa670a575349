import { useEffect, type RefObject } from 'react';

/** The controls a person fills in, in the order a form shows them (a Cloudscape select is a button with a listbox). */
const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), textarea:not([disabled]), button[aria-haspopup="listbox"]:not([disabled])';

/**
 * Puts the focus in a form's first field once it has opened, so a keyboard user types at once (a modal otherwise
 * opens with the focus on its Close button). After the dialog's own focus handling, on the next frame.
 */
export function useFocusFirstField(form: RefObject<HTMLElement | null>, open = true): void {
  useEffect(() => {
    if (!open) return undefined;
    const frame = requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(FIELD)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [form, open]);
}
