import { requiredConnectionFields } from '@switchboard/shared';
import { useCallback, useMemo, useState } from 'react';
import { useRoute } from '../../../api/use-route';
import type { ConnectionDraft } from './draft';
import { connectionProblems } from './field-errors';
import { connectionLabels, type FieldErrors } from './field-labels';
import { ownConnectionFields } from './system-fields';

/** Which problems show: those of visited fields, plus these (a Validate or Save attempt), or all of them. */
type Revealed = ReadonlySet<string> | 'all';

/**
 * The state of one connection form: the draft, the system's own fields (from the catalogue), and the field problems
 * — the console's (shown once a field was left, or all at once after Validate or Save) and the server's (shown on the
 * field it named until that field changes).
 */
export function useConnectionForm(initial: ConnectionDraft) {
  const [draft, setDraft] = useState(initial);
  const fields = useRoute(
    'GetSystemListConnectionFields',
    { SystemListID: draft.SystemListID },
    { enabled: Boolean(draft.SystemListID), staleTime: 5 * 60_000 },
  );
  const ownFields = useMemo(() => ownConnectionFields(fields.data ?? []), [fields.data]);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  const [revealed, setRevealed] = useState<Revealed>(() => new Set());
  // What the server said about a field, with the value it said it of: it shows until the field changes.
  const [serverErrors, setServerErrorsState] = useState<Record<string, { message: string; value: string }>>({});

  const labels = useMemo(() => connectionLabels(draft, ownFields), [draft, ownFields]);
  const problems = useMemo(() => connectionProblems(draft, ownFields, labels), [draft, ownFields, labels]);
  const errors = useMemo<FieldErrors>(() => {
    const all = { ...problems.missing, ...problems.format };
    const shown = Object.entries(all).filter(([key]) => revealed === 'all' || revealed.has(key) || visited.has(key));
    const server = Object.entries(serverErrors)
      .filter(([key, error]) => valueOf(draft, key) === error.value)
      .map(([key, error]) => [key, error.message]);
    return { ...Object.fromEntries(shown), ...Object.fromEntries(server) };
  }, [problems, revealed, visited, serverErrors, draft]);

  const setServerErrors = useCallback(
    (byField: Record<string, string>) =>
      setServerErrorsState(
        Object.fromEntries(
          Object.entries(byField).map(([key, message]) => [key, { message, value: valueOf(draft, key) }]),
        ),
      ),
    [draft],
  );

  const update = useCallback(
    (patch: Partial<ConnectionDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const setExtra = useCallback(
    (name: string, value: string) =>
      setDraft((current) => ({ ...current, Extra: { ...current.Extra, [name]: value } })),
    [],
  );
  const visit = useCallback(
    (key: string) => setVisited((current) => (current.has(key) ? current : new Set([...current, key]))),
    [],
  );
  const reveal = useCallback(
    (keys: Revealed) =>
      setRevealed((current) => (current === 'all' || keys === 'all' ? 'all' : new Set([...current, ...keys]))),
    [],
  );

  return {
    draft,
    setDraft,
    update,
    setExtra,
    ownFields,
    ownFieldsLoading: fields.isPending && Boolean(draft.SystemListID),
    ownFieldsFailed: fields.isError,
    labels,
    problems,
    errors,
    /** The fields this draft cannot be saved without (marked required, not "optional"). */
    required: requiredConnectionFields(draft) as ReadonlySet<string>,
    dirty: JSON.stringify(draft) !== JSON.stringify(initial),
    visit,
    reveal,
    setServerErrors,
  };
}

/** The text a field holds (`Extra.<name>` for the system's own fields). */
function valueOf(draft: ConnectionDraft, key: string): string {
  if (key.startsWith('Extra.')) return draft.Extra[key.slice('Extra.'.length)] ?? '';
  const value = draft[key as keyof ConnectionDraft];
  return typeof value === 'string' || typeof value === 'boolean' ? String(value) : '';
}

export type ConnectionFormState = ReturnType<typeof useConnectionForm>;
