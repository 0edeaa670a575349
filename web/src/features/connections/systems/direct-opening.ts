import { systemBehaviours, systemNameOfSlug } from '@switchboard/shared';

/** The systems a link may open straight into their OAuth connect (behaviour directOAuth). */
const directSystems = Object.entries(systemBehaviours).filter(([, behaviour]) => behaviour.directOAuth);

/** A system's token in a URL hash: its slug, else its name without spaces ("salesforcecustom"). */
const tokenOf = ([name, behaviour]: (typeof directSystems)[number]) =>
  (behaviour.slug ?? name.replace(/\s+/g, '')).toLowerCase();

/**
 * The system a link opens (spec part 1 §2): a hash containing salesforcecustom, amazonalexaforhospitality or
 * amazonalexaforresidential; or openPopUp=true with connection=<name> (Salesforce opens Salesforce custom).
 */
export function directlyOpenedSystem(hash: string, search: URLSearchParams): string | undefined {
  const wanted = hash.replace(/^#/, '').toLowerCase();
  if (wanted) {
    const bySlug = systemNameOfSlug(wanted);
    if (bySlug && directSystems.some(([name]) => name === bySlug)) return bySlug;
    const found = directSystems.find((entry) => wanted.includes(tokenOf(entry)));
    if (found) return found[0];
  }
  const connection = search.get('connection')?.trim().toLowerCase();
  if (search.get('openPopUp') === 'true' && connection) {
    return directSystems.find(([name]) => name.includes(connection))?.[0];
  }
  return undefined;
}
