import { useMemo, useState } from 'react';
import type { EntityForm, FormValues } from '../types';
import { validateForm } from './validate';

/**
 * The state of an add/edit form: values, which fields the user has visited, the schema's errors and the server's.
 * A schema error shows on a field once it holds a value or the user has left it, so an untouched empty form is not
 * all red; a save attempt shows them all at once. A server error stays on its field until that field changes.
 */
export function useEntityForm<T, V extends FormValues>(
  form: EntityForm<T, V>,
  mode: 'create' | 'edit',
  item: T | undefined,
) {
  const initialValues = () => (mode === 'edit' && item !== undefined ? form.fromItem(item) : form.empty());
  const [initial, setInitial] = useState<V>(initialValues);
  const [values, setValues] = useState<V>(initial);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [revealed, setRevealed] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const validation = useMemo(() => validateForm(form, values, mode, item), [form, values, mode, item]);

  const errors = useMemo(() => {
    const shown: Record<string, string> = {};
    for (const [key, message] of Object.entries(validation.byField)) {
      if (revealed || visited.has(key) || (values[key] ?? '').trim() !== '') shown[key] = message;
    }
    return { ...shown, ...serverErrors };
  }, [validation, visited, values, revealed, serverErrors]);

  return {
    values,
    errors,
    generalErrors: validation.general,
    valid: Object.keys(validation.byField).length === 0 && validation.general.length === 0,
    /** Something differs from what the form opened with. */
    dirty: form.fields.some((field) => (values[field.key] ?? '') !== (initial[field.key] ?? '')),
    setValue: (key: string, value: string) => {
      setServerErrors(({ [key]: _dropped, ...others }) => others);
      setValues((current) => {
        const next = { ...current, [key]: value };
        return form.adjust ? form.adjust(next, key) : next;
      });
    },
    visit: (key: string) => setVisited((current) => (current.has(key) ? current : new Set(current).add(key))),
    /** Shows every problem at once (a save was tried). */
    reveal: () => setRevealed(true),
    setServerErrors,
    /** Starts again from a record as it is now (after a conflict's Reload). */
    reset: (fresh: T) => {
      const next = form.fromItem(fresh);
      setInitial(next);
      setValues(next);
      setServerErrors({});
      setRevealed(false);
      setVisited(new Set());
    },
  };
}
