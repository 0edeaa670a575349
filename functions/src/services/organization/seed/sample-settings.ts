import { stableId } from '../../catalogue/seed/stable-id';
import { createSetting } from '../settings-service';

/** A few values for the demo organization, so the settings screen shows something on first start. */
const SAMPLES: Record<string, string> = {
  'Default time zone': 'Europe/Berlin',
  'Greeting message': 'Hello, this is the Demo Organization assistant. How can I help you today?',
  'Data retention days': '90',
};

export async function seedSampleSettings(organizationId: string): Promise<void> {
  const principal = { email: 'seed', role: 'OrgAdmin' as const, organizationId, sessionHash: '' };
  for (const [name, Value] of Object.entries(SAMPLES)) {
    await createSetting({ SystemSettingListID: stableId('setting-definition', name), Value }, principal);
  }
}
