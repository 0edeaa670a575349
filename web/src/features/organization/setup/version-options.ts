import { smartOfficeVersions, type SmartOfficeVersion } from '@switchboard/shared';

/**
 * What each product version gives the organization's assistant (the spec stores it as the selector's value 1, 2
 * or 3; people choose by what it offers).
 */
const versionOffers: Record<SmartOfficeVersion, string> = {
  Basic: 'The assistant answers from the connected systems.',
  Standard: 'Basic, plus briefings, news and KPIs.',
  Enterprise: 'Standard, plus every other module, for several offices.',
};

/** The Version select's options: each version with what it offers. */
export const versionOptions = () => smartOfficeVersions.map((value) => ({ value, description: versionOffers[value] }));
