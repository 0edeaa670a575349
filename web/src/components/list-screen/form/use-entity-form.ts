import { useMemo, useState } from 'react';
import type { EntityForm, FormValues } from '../types';
import { validateForm } from './validate';

/**
 * The state of an add/edit form: values, which fields the user has visited, and the schema's errors. An error shows
 * on a field once it holds a value or the user has left it, so an untouched empty form is not all red.
 */
export function useEntityForm<T, V extends FormValues>(
  form: EntityForm<T, V>,
  mode: 'create' | 'edit',
  item: T | undefined,
) {
  const [values, setValues] = useState<V>(() =>
    mode === 'edit' && item !== undefined ? form.fromItem(item) : form.empty(),
  );
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const validation = useMemo(() => validateForm(form, values, mode, item), [form, values, mode, item]);

  const shownErrors = useMemo(() => {
    const shown: Record<string, string> = {};
    for (const [key, message] of Object.entries(validation.byField)) {
      if (visited.has(key) || (values[key] ?? '').trim() !== '') shown[key] = message;
    }
    return shown;
  }, [validation, visited, values]);

  const hiddenProblems = form.fields.filter((field) => validation.byField[field.key] && !shownErrors[field.key]);
  const valid = Object.keys(validation.byField).length === 0 && validation.general.length === 0;

  return {
    values,
    errors: shownErrors,
    generalErrors: validation.general,
    valid,
    /** Why Save is disabled, for its tooltip. */
    invalidReason: valid
      ? undefined
      : hiddenProblems.length > 0
        ? `Fill in ${hiddenProblems.map((field) => field.label.toLowerCase()).join(', ')}.`
        : 'Correct the fields marked in red.',
    setValue: (key: string, value: string) =>
      setValues((current) => {
        const next = { ...current, [key]: value };
        return form.adjust ? form.adjust(next, key) : next;
      }),
    visit: (key: string) => setVisited((current) => (current.has(key) ? current : new Set(current).add(key))),
  };
}
