import { checkTestDefinition, messages } from '@switchboard/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { failureText } from '../../api/api-error';
import { relay } from '../../api/client';

/** Shows a definition as people read it: two spaces a level. */
const pretty = (json: string) => {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
};

/**
 * The definition of one test as the JSON editor edits it: read with GetTestJSONFromS3 (Status false: its Message),
 * checked as it changes (invalid JSON, or what the definition schema refuses, named by step and field), saved
 * with UpdateTestJson (Status false: its Message). `dirty` is what differs from the text last loaded or saved.
 */
export function useTestJson(testId: string) {
  const [edited, setEdited] = useState<string>();
  const [saved, setSaved] = useState<string>();

  const loaded = useQuery({
    queryKey: ['GetTestJSONFromS3', { id: testId }],
    queryFn: ({ signal }) => relay('GetTestJSONFromS3', { query: { id: testId }, signal }),
    gcTime: 0,
  });
  const original = loaded.data?.Status ? pretty(loaded.data.JsonData) : undefined;
  const baseline = saved ?? original;
  const text = edited ?? baseline ?? '';
  const loadError = loaded.isError
    ? failureText(messages.msg_skill_test_json_load_failed, loaded.error)
    : loaded.data && !loaded.data.Status
      ? loaded.data.Message || messages.msg_skill_test_json_load_failed
      : undefined;

  const check = useMemo(() => (baseline === undefined ? undefined : checkTestDefinition(text)), [text, baseline]);
  const problems = check && !check.ok ? check.problems : [];

  const save = useMutation({
    mutationFn: async (json: string) => {
      const answer = await relay('UpdateTestJson', { query: { id: testId }, body: JSON.parse(json) as never });
      if (!answer.Status) throw new Error(answer.Message || messages.msg_skill_test_json_not_saved);
      return answer;
    },
    onSuccess: (_, json) => {
      setSaved(json);
      setEdited(undefined);
    },
  });

  return {
    text,
    ready: baseline !== undefined,
    loading: loaded.isPending,
    loadError,
    problems,
    dirty: baseline !== undefined && text !== baseline,
    setText: setEdited,
    save,
  };
}
