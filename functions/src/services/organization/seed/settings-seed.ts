import type { SettingValueType } from '@switchboard/shared';
import { AppError } from '../../../errors';
import { stableId } from '../../catalogue/seed/stable-id';
import { definitionRepository, nameClaimKey, nameClaims, settingCategoryRepository } from '../organization-repository';

interface DefinitionSeed {
  Name: string;
  Encrypt?: boolean;
  ValueType?: SettingValueType;
  Description: string;
}

/** What a voice assistant platform's organizations set, by category (spec part 2 §3 Setting, SystemSettingList). */
export const SETTINGS_SEED: Record<string, DefinitionSeed[]> = {
  General: [
    {
      Name: 'Default time zone',
      ValueType: 'TimeZone',
      Description: 'Time zone for schedules and reports, e.g. Europe/Berlin.',
    },
    { Name: 'Default language', Description: 'Language the assistant answers in, e.g. en-US.' },
    { Name: 'Support email', ValueType: 'Email', Description: 'Where users are told to write for help.' },
  ],
  'Voice assistant': [
    { Name: 'Greeting message', Description: 'What the assistant says when a conversation starts.' },
    { Name: 'Fallback message', Description: 'What the assistant says when it has no answer.' },
    { Name: 'Voice MFA PIN length', ValueType: 'Number', Description: 'Digits of the PIN voice MFA asks for.' },
  ],
  Escalation: [
    { Name: 'Escalation email', ValueType: 'Email', Description: 'Who gets conversations the assistant hands over.' },
    { Name: 'Escalation phone number', Description: 'Number callers are transferred to.' },
  ],
  'Data retention': [
    { Name: 'Data retention days', ValueType: 'Number', Description: 'Days conversation logs are kept.' },
    { Name: 'Usage log retention days', ValueType: 'Number', Description: 'Days usage logs are kept.' },
  ],
  Integrations: [
    { Name: 'Webhook URL', ValueType: 'Url', Description: 'Where conversation events are posted.' },
    {
      Name: 'Webhook signing secret',
      Encrypt: true,
      Description: 'Signs the posted events (HMAC); kept in Secrets Manager.',
    },
    { Name: 'Analytics API key', Encrypt: true, Description: 'Key of the analytics service the assistant reports to.' },
  ],
};

async function ensure(create: () => Promise<unknown>): Promise<number> {
  try {
    await create();
    return 1;
  } catch (error) {
    if (error instanceof AppError && error.kind === 'exists') return 0;
    throw error;
  }
}

/**
 * Creates the setting categories and definitions that are missing (fixed ids from their names), as the catalogue's
 * seed does; never changes one an administrator changed. Answers how many it added.
 */
export async function seedSettings(seed = SETTINGS_SEED): Promise<number> {
  let added = 0;
  for (const [category, definitions] of Object.entries(seed)) {
    const SettingCategoryID = stableId('setting-category', category);
    added += await ensure(() =>
      settingCategoryRepository.create('platform', SettingCategoryID, { SettingCategoryID, Name: category }),
    );
    for (const definition of definitions) {
      const id = stableId('setting-definition', definition.Name);
      // The name's claim first (as the API does); a name taken by another definition is left to that one.
      const claimed = await nameClaims.put(
        nameClaimKey(definition.Name),
        { SystemSettingListID: id },
        { expression: 'attribute_not_exists(pk) OR SystemSettingListID = :id', values: { ':id': id } },
      );
      if (!claimed) continue;
      added += await ensure(() =>
        definitionRepository.create('platform', id, {
          SystemSettingListID: id,
          Name: definition.Name,
          SettingCategoryID,
          Encrypt: definition.Encrypt ?? false,
          ValueType: definition.ValueType ?? 'Text',
          Description: definition.Description,
        }),
      );
    }
  }
  return added;
}
