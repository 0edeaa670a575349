const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rule the message states about the field itself ("must be …", "is required …"): it reads on after the label. */
const READS_ON = /^(is|are|must|has|have|can|cannot|may|should|does|needs)\b/;

/**
 * One problem of one field as the user reads it under that field: with the field's label, and every field name in
 * the text replaced by its label ("must not be before InvoiceCreatedDate" → "Due date must not be before created
 * date"). Text that is not a rule about the field is shown as it is, without the label the field already shows above
 * it ("A system named … exists.", not "Name: a system named … exists.").
 */
export function fieldSentence(label: string, message: string, labels: ReadonlyMap<string, string>): string {
  // Only names that are not words already ("URL" stays "URL").
  const worded = [...labels]
    .filter(([key, other]) => key !== other)
    .reduce(
      (sentence, [key, other]) => sentence.replace(new RegExp(`\\b${escape(key)}\\b`, 'g'), other.toLowerCase()),
      message.trim(),
    );
  return READS_ON.test(worded) ? `${label} ${worded}` : `${worded.charAt(0).toUpperCase()}${worded.slice(1)}`;
}

/** An acronym ("KPI", "URL") keeps its capitals; other words are lower-cased inside a sentence. */
const inSentence = (label: string) =>
  label
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,}s?$/.test(word) ? word : word.toLowerCase()))
    .join(' ');

/** The indefinite article a word takes, by how it is said ("an office", "a KPI", "an SMS", "a user"). */
function article(phrase: string): 'a' | 'an' {
  const first = phrase.split(' ')[0] ?? '';
  // An acronym is said letter by letter: "an" before the letters said with a vowel sound first.
  if (/^[A-Z0-9]{2,}s?$/.test(first)) return /^[AEFHILMNORSX8]/.test(first) ? 'an' : 'a';
  if (/^(uni|use|usu|eu|one)/i.test(first)) return 'a';
  if (/^(hour|honest|honou?r)/i.test(first)) return 'an';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** A select's placeholder from its field's label: "Choose a KPI", "Choose an office", "Choose a category". */
export function choosePlaceholder(label: string): string {
  const phrase = inSentence(label.trim());
  return `Choose ${article(phrase)} ${phrase}`;
}
