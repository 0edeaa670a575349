import {
  checkTestDefinition,
  decodeTextFile,
  fillMessage,
  messages,
  type TestFileConversion,
} from '@switchboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, relay } from '../../api/client';

/** One test of the preview: its name, warnings and definition text (the user may fix it in the JSON editor). */
export interface PreviewTest {
  name: string;
  warnings: string[];
  text: string;
  problems: string[];
}

const toPreview = (test: TestFileConversion['Tests'][number]): PreviewTest => ({
  name: test.Name,
  warnings: test.Warnings,
  text: JSON.stringify(test.Definition, null, 2),
  problems: [],
});

/**
 * "Import tests": the chosen file is converted by the server (ConvertTestFile: nothing stored), shown with each test's
 * warnings, editable, and saved as new skill tests (addSkillTest with the definition) only when the user says so.
 */
export function useTestImport(onSaved: (text: string) => void) {
  const queryClient = useQueryClient();
  const [fileName, setFileName] = useState('');
  const [tests, setTests] = useState<PreviewTest[]>([]);
  const [conversion, setConversion] = useState<TestFileConversion>();

  const convert = useMutation({
    mutationFn: async (file: File) => {
      setFileName(file.name);
      const { text: Content } = decodeTextFile(new Uint8Array(await file.arrayBuffer()));
      return api('ConvertTestFile', { body: { FileName: file.name, Content } });
    },
    onMutate: () => {
      setConversion(undefined);
      setTests([]);
    },
    onSuccess: (answer) => {
      setConversion(answer);
      setTests(answer.Tests.map(toPreview));
    },
  });

  const edit = (index: number, text: string) => {
    const check = checkTestDefinition(text);
    setTests((all) =>
      all.map((test, at) => (at === index ? { ...test, text, problems: check.ok ? [] : check.problems } : test)),
    );
  };

  const save = useMutation({
    mutationFn: async () => {
      for (const test of tests) {
        await relay('addSkillTest', {
          body: {
            Id: crypto.randomUUID(),
            Name: test.name,
            ScheduleType: '0',
            SendReportAsEmail: false,
            ReportEmail: '',
            Url: '',
            TestDefinitionJson: test.text,
          },
        });
      }
      return tests.length;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['GetTests'] }),
    onSuccess: (count) => onSaved(fillMessage(messages.msg_skill_test_import_saved, { count, name: fileName })),
  });

  const reset = () => {
    convert.reset();
    setConversion(undefined);
    setTests([]);
  };
  return {
    fileName,
    conversion,
    tests,
    convert,
    edit,
    save,
    reset,
    invalid: tests.some((test) => test.problems.length),
  };
}
