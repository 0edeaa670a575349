import { useCallback, useMemo, useState } from 'react';
import { useConnectionFields } from '../api/queries';
import type { ConnectionDraft } from './draft';
import { fieldErrors, type FieldErrors } from './field-errors';
import { ownConnectionFields } from './system-fields';

/**
 * The state of one connection form: the draft, the system's own fields (from the catalogue) and the field problems,
 * shown once a field was left or after a Validate or Save attempt.
 */
export function useConnectionForm(initial: ConnectionDraft) {
  const [draft, setDraft] = useState(initial);
  const fields = useConnectionFields(draft.SystemListID);
  const ownFields = useMemo(() => ownConnectionFields(fields.data ?? []), [fields.data]);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const [revealed, setRevealed] = useState(false);

  const allErrors = useMemo(() => fieldErrors(draft, ownFields), [draft, ownFields]);
  const errors = useMemo<FieldErrors>(
    () => (revealed ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([key]) => visited.has(key)))),
    [allErrors, revealed, visited],
  );

  const update = useCallback(
    (patch: Partial<ConnectionDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const visit = useCallback(
    (key: string) => setVisited((current) => (current.has(key) ? current : new Set([...current, key]))),
    [],
  );
  const reveal = useCallback(() => setRevealed(true), []);

  return {
    draft,
    setDraft,
    update,
    ownFields,
    ownFieldsLoading: fields.isPending && Boolean(draft.SystemListID),
    ownFieldsFailed: fields.isError,
    errors,
    valid: Object.keys(allErrors).length === 0,
    visit,
    reveal,
  };
}

export type ConnectionFormState = ReturnType<typeof useConnectionForm>;
