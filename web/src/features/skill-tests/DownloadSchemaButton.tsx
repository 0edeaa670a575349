import Button from '@cloudscape-design/components/button';
import { testDefinitionJsonSchema } from '@switchboard/shared';
import { saveFile } from '../../api/file-answer';

/** The file name the definition format's JSON Schema is saved under. */
export const SCHEMA_FILE_NAME = 'skilltest.schema.json';

/**
 * Saves the definition format's JSON Schema (generated from the shared zod schema the editor checks with), for
 * writing definitions in another editor or checking them in CI.
 */
export function DownloadSchemaButton() {
  return (
    <Button
      iconName="download"
      onClick={() =>
        saveFile({
          name: SCHEMA_FILE_NAME,
          content: `${JSON.stringify(testDefinitionJsonSchema(), null, 2)}\n`,
          type: 'application/schema+json',
        })
      }
    >
      Download JSON Schema
    </Button>
  );
}
