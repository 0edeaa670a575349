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
