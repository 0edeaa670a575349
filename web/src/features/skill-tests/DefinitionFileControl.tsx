import Box from '@cloudscape-design/components/box';
import FileUpload from '@cloudscape-design/components/file-upload';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect } from 'react';
import type { CustomControlProps } from '../../components/list-screen/types';
import { storedFileName } from './definition-file';
import type { DefinitionFiles } from './definition-files';
import type { SkillTestValues } from './skill-test-fields';

interface Props extends CustomControlProps<SkillTestValues> {
  files: DefinitionFiles;
}

/** The definition file chooser of the add and edit forms; an edited test shows the file it has. */
export function DefinitionFileControl({ files, value, values, invalid, label, onChange, onBlur }: Props) {
  const testId = values.Id;
  // A form that opens with no file chosen starts clean (a file chosen in a form closed unsaved is forgotten).
  useEffect(() => {
    if (!value) files.choose(testId, undefined);
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chosen = value ? files.get(testId) : undefined;
  return (
    <SpaceBetween size="xs">
      {values.Url && !chosen && (
        <Box variant="small">
          Current file: <Box variant="code">{storedFileName(values.Url)}</Box>. Choose a file only to replace it.
        </Box>
      )}
      <FileUpload
        value={chosen ? [chosen] : []}
        accept=".json,application/json"
        invalid={invalid}
        ariaRequired={!values.Url}
        showFileSize
        onChange={({ detail }) => {
          const file = detail.value[0];
          files.choose(testId, file);
          onChange(file?.name ?? '');
          onBlur();
        }}
        i18nStrings={{
          uploadButtonText: () => 'Choose file',
          dropzoneText: () => 'Drop a .json file here',
          removeFileAriaLabel: () => `Remove ${label.toLowerCase()}`,
          errorIconAriaLabel: 'Error',
        }}
        constraintText="A .json test definition (at most 1 MB). It is uploaded when you save."
      />
    </SpaceBetween>
  );
}
