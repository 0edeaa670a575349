/**
 * Which page's help a path reads: the help kept for the path itself, else for a screen pattern matching it
 * (`/setup/:slug/:id` matches `/setup/salesforce/42`), else for its parent path, up to the home page.
 */
const segments = (path: string) => path.split('/').filter(Boolean);

/** A path without a trailing slash ("/" stays). */
export const normalizeHelpPath = (path: string) => `/${segments(path).join('/')}`;

const matches = (pattern: string, path: string) => {
  const want = segments(pattern);
  const have = segments(path);
  return (
    want.length === have.length &&
    want.every((part, i) => part.startsWith(':') || part.toLowerCase() === have[i]!.toLowerCase())
  );
};

/** The key among `keys` whose help the path shows, or undefined. */
export function helpKeyFor(path: string, keys: readonly string[]): string | undefined {
  const parts = segments(path);
  for (let length = parts.length; length >= 0; length -= 1) {
    const candidate = `/${parts.slice(0, length).join('/')}`;
    const exact = keys.find((key) => key.toLowerCase() === candidate.toLowerCase());
    if (exact) return exact;
    const pattern = keys.find((key) => key.includes(':') && matches(key, candidate));
    if (pattern) return pattern;
  }
  return undefined;
}
