/**
 * Synthetic help entries to grow a benchmark index to 10,000 entries: product-support questions built from templates
 * (two phrasings per entry, the same slots in two wordings), so they are plausible, distinct and reproducible.
 */
import type { KbEntry } from './answering-data';

const ACTIONS = ['reset', 'change', 'update', 'cancel', 'renew', 'export', 'delete', 'share', 'restore', 'verify'];
const THINGS = [
  'password',
  'invoice',
  'subscription',
  'billing address',
  'profile photo',
  'team workspace',
  'API key',
  'delivery address',
  'payment card',
  'phone number',
  'email signature',
  'backup',
  'calendar',
  'user role',
  'security question',
  'order',
  'warranty',
  'shipping label',
  'license',
  'voicemail greeting',
];
const PLACES = [
  'on the mobile app',
  'in the web console',
  'on a tablet',
  'from the admin portal',
  'on my laptop',
  'in the desktop client',
  'from the help center',
  'on the kiosk',
  'by phone',
  'from the partner portal',
  'in the reporting screen',
  'on the smart speaker',
  'from the billing page',
  'in the settings menu',
  'over chat',
  'through the API',
  'at the front desk',
  'from my watch',
  'in the store',
  'from the command line',
  'in the Berlin office',
  'in the Paris office',
  'in the Tokyo office',
  'in the Austin office',
  'in the Lagos office',
  'on Android',
  'on iOS',
  'on Windows',
  'on macOS',
  'on Linux',
  'in the EU region',
  'in the US region',
  'in the APAC region',
  'for a guest user',
  'for a contractor',
  'for a new hire',
  'for a former employee',
  'for my manager',
  'for a shared mailbox',
  'for a service account',
  'during a migration',
  'after a merger',
  'before the audit',
  'after the holidays',
  'during the outage',
  'on the trial plan',
  'on the enterprise plan',
  'on the education plan',
  'on the nonprofit plan',
  'on the legacy plan',
];

export function syntheticEntries(count: number): KbEntry[] {
  const entries: KbEntry[] = [];
  for (const place of PLACES)
    for (const thing of THINGS)
      for (const action of ACTIONS) {
        if (entries.length === count) return entries;
        entries.push({
          id: `synthetic-${entries.length + 1}`,
          answer: `To ${action} your ${thing} ${place}, open Settings and choose ${action}.`,
          questions: [`How do I ${action} my ${thing} ${place}?`, `Can I ${action} the ${thing} ${place}`],
        });
      }
  return entries;
}
