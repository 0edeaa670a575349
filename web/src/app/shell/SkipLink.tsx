/** The element that holds the current screen: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key on every page (shown when focused): it moves the focus past the top bar and the
 * side navigation to the screen itself. It focuses by script rather than by following "#main-content", which would
 * put a hash in the address (some screens read their hash: /setup/systems#salesforcecustom).
 */
export function SkipLink() {
  return (
    <a
      className="sb-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
