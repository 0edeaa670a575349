/** Where a JSON text stops being JSON, as a person finds it in an editor: line and column from 1, and why. */
export interface JsonSyntaxError {
  line: number;
  column: number;
  /** JSON.parse's reason without its own position ("Expected ',' or '}' after property value"). */
  reason: string;
}

/** The line and column (from 1) of a character offset in a text. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/**
 * Where JSON.parse refuses a text (undefined when it parses). Engines name the place differently: V8 says
 * "at position N" (and lately "(line L column C)"), Firefox "at line L column C"; a text that ends too early names
 * none in V8 ("Unexpected end of JSON input"), and then the place is where the text ends.
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const reason = message
      .replace(/^JSON\.parse: /, '')
      .replace(/,? (in JSON )?at (position|line) .*$/, '')
      .replace(/ of the JSON data$/, '');
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]), reason };
    const position = /position (\d+)/.exec(message);
    return { ...lineColumnAt(text, position ? Number(position[1]) : text.trimEnd().length), reason };
  }
}

/** "line 2, column 7" */
export const jsonSyntaxPlace = (error: JsonSyntaxError) => `line ${error.line}, column ${error.column}`;
