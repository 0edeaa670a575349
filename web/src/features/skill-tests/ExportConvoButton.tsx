import Button from '@cloudscape-design/components/button';
import { checkTestDefinition, convoFileName, toBotiumConvo } from '@switchboard/shared';
import { saveFile } from '../../api/file-answer';

/**
 * Saves the definition being edited as a Botium convo (.convo.txt): Botium runs it, and "Import tests" reads it
 * back into the same steps (notes have no place in a convo and are left out).
 */
export function ExportConvoButton({ text, testName, disabled }: { text: string; testName: string; disabled: boolean }) {
  const save = () => {
    const check = checkTestDefinition(text);
    if (!check.ok) return;
    saveFile({ name: convoFileName(testName), content: toBotiumConvo(check.definition, testName), type: 'text/plain' });
  };
  return (
    <Button iconName="download" disabled={disabled} onClick={save}>
      Export as Botium convo
    </Button>
  );
}
