import { isSecretFieldName, parseAdditionalConfiguration, SECRET_MASK } from '@switchboard/shared';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/**
 * THE registry of secret values for the secret scan (API answers, runtime logs, e2e page text and runtime logs):
 * the seeded passwords, the fixed credentials some tests send, and every credential any test sends in a request
 * body (registered automatically by the API client and the e2e fixture). One hit anywhere fails the run.
 *
 * Values shorter than 8 characters are not scanned for ("right", "t", "sk-x" would match ordinary text). Not
 * secrets here: a connection's Key (an OAuth client id or an AWS access key id, answered in clear by design) and
 * the token of an invitation link or of a report address's confirmation link (the local runtime prints the links
 * of the mails it writes: it stands in for the mail server).
 */
export const SEEDED_SECRETS = [
  'Registered-Pass-7!',
  'First-Password-1!',
  'Second-Password-2@',
  'pc-secret-key',
  'sf-token',
  'access-123', // OAuth tokens the tests' stand-in providers hand out
  'refresh-456',
  'race-pass',
  'race-pw-', // prefixes of numbered credentials
  'first-token-',
  'typed-again',
  'sk-ant-secret',
  'aws-secret-key-value',
  'abandoned-secret',
  'refused-secret',
  'redirect-secret',
];

/** Routes whose Token comes from a link the local runtime printed (see above). */
const MAILED_TOKENS = new Set(['Register', 'ConfirmReportEmail']);
const MIN_LENGTH = 8;
const MAX_LENGTH = 4000;
/** Fields named like secrets that are not (see above), and addresses (TokenURL: where a token is asked for). */
const notSecret = (name: string) => name === 'Key' || /ur[li]$/i.test(name);

/** The credential values a request body carries, by field name (nested objects and AdditionalConfiguration too). */
export function secretValuesIn(body: unknown, route?: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 8 || value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (typeof inner === 'string') {
        if (key === 'AdditionalConfiguration') walk(parseAdditionalConfiguration(inner), depth + 1);
        else if (isSecretFieldName(key) && !notSecret(key) && !(MAILED_TOKENS.has(route ?? '') && key === 'Token')) {
          found.push(inner);
        }
      } else walk(inner, depth + 1);
    }
  };
  walk(body, 0);
  return found;
}

const worthScanning = (value: string) =>
  value.length >= MIN_LENGTH && value.length <= MAX_LENGTH && value !== SECRET_MASK && value.trim() === value;

export class SecretRegistry {
  private readonly values = new Set<string>();

  /** With a file, every value added is appended to it, so another process (a teardown) can scan with it. */
  constructor(private readonly file?: string) {
    for (const value of SEEDED_SECRETS) this.values.add(value);
  }

  add(...values: string[]): void {
    for (const value of values) {
      if (!worthScanning(value) || this.values.has(value)) continue;
      this.values.add(value);
      if (this.file) appendFileSync(this.file, `${JSON.stringify(value)}\n`);
    }
  }

  addFromBody(body: unknown, route?: string): void {
    this.add(...secretValuesIn(body, route));
  }

  /** Adds what other processes registered in the file. */
  load(): this {
    if (this.file && existsSync(this.file)) {
      for (const line of readFileSync(this.file, 'utf8').split('\n').filter(Boolean)) {
        this.values.add(JSON.parse(line) as string);
      }
    }
    return this;
  }

  /** The registered secrets the text carries. */
  foundIn(text: string): string[] {
    return [...this.values].filter((value) => text.includes(value));
  }

  get size(): number {
    return this.values.size;
  }
}
