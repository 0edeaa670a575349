import type { TestDefinition } from '../definition';

/** The test files "Import tests" reads. */
export const testFileFormats = {
  'botium-text': 'Botium convo (.convo.txt)',
  'botium-json': 'Botium convos (JSON)',
  'botium-yaml': 'Botium convos (YAML)',
  'rasa-stories': 'Rasa test stories (YAML)',
  'qnamaker-batch': 'QnA Maker batch test (TSV)',
  'alexa-replay': 'Alexa dialog replay (JSON)',
} as const;
export type TestFileFormat = keyof typeof testFileFormats;

/** One converted test: its definition, what the conversion could not carry over, and names still to look up. */
export interface ImportedTest {
  definition: TestDefinition;
  warnings: string[];
  /**
   * Per step, the names the source expects (an intent, a response, an answer id), to look up among the help entries
   * (external id, question or topic); the first one found becomes the step's expected entry.
   */
  lookups: (string[] | undefined)[];
}

export interface ConversionResult {
  format: TestFileFormat;
  tests: ImportedTest[];
  /** What was left out of the file as a whole (a convo with nothing to test). */
  warnings: string[];
}

/** A test named after the file it came from: "faq.convo.txt" → "faq". */
export const baseNameOf = (fileName: string) =>
  fileName.replace(/^.*[\\/]/, '').replace(/(\.convo)?\.(txt|json|ya?ml|tsv)$/i, '') || fileName;
