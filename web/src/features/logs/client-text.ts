/**
 * A usage log's client ("{address}; {user agent}", written by the API's middleware) as a person reads it: "Chrome 130
 * on Windows". Written here rather than taken from a user-agent library: the console needs the name and major version
 * of the few browsers it supports and the system under them, and the whole string stays one click away.
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  // Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** The user agent part of a stored client ("203.0.113.9; Mozilla/5.0 …"). */
export const userAgentOf = (logClient: string) => logClient.replace(/^[^;]*;\s*/, '');

/** "Chrome 130 on Windows", "Firefox 128", "Other client on Linux"; '' when the log names no client. */
export function clientText(logClient: string): string {
  const agent = userAgentOf(logClient).trim();
  if (!agent) return '';
  const browser = BROWSERS.map(([name, pattern]) => [name, pattern.exec(agent)?.[1]] as const).find(([, v]) => v);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0];
  const named = browser ? `${browser[0]} ${browser[1]}` : 'Other client';
  return system ? `${named} on ${system}` : named;
}
