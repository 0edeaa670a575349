/** The spec's password policy (part 2 §5): the console's live checklist and the server run these same rules. */
export const PASSWORD_SPECIALS = `!#$%^&*()-_=+[{]}\\|;:'",<.>/?\`~@`;

export const passwordRules = [
  { key: 'length', label: 'At least 10 characters', test: (p: string) => p.length >= 10 },
  { key: 'upper', label: 'An upper-case letter', test: (p: string) => [...p].some((c) => c !== c.toLowerCase()) },
  { key: 'digit', label: 'A digit', test: (p: string) => /\d/.test(p) },
  {
    key: 'special',
    label: `A special character (${PASSWORD_SPECIALS.split('').join(' ')})`,
    test: (p: string) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
] as const;

export function passwordProblems(password: string): string[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}
