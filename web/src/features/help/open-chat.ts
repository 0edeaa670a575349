/** The chat tester's own page (spec part 2 §2: /Chat, opened in a new tab from the help page). */
export const CHAT_PATH = '/Chat';

/** Opens /Chat in a new tab; false when the browser refused (a pop-up blocker). */
export function openChat(): boolean {
  const opened = window.open(CHAT_PATH, '_blank');
  if (!opened) return false;
  // The chat needs no hold on this page.
  opened.opener = null;
  return true;
}
