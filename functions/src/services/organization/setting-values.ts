import { settingRepository, valueClaimKey, valueClaims } from './organization-repository';

/** The organization's value of one setting definition (the setting its value claim points at), if it has one. */
export async function settingValueOf(organizationId: string, definitionId: string): Promise<string | undefined> {
  const claim = await valueClaims.get(valueClaimKey(organizationId, definitionId));
  const setting = claim ? await settingRepository.get({ organizationId }, claim.SettingID) : undefined;
  return setting?.Value;
}
