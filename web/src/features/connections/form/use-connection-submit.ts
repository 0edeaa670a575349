import {
  basicCredentialsMessage,
  firstConnectionProblem,
  MESSAGE_DELAYS,
  messages,
  type Connection,
} from '@switchboard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { serverFieldProblems } from '../../../api/field-problems';
import { useTimedText } from '../../../components/list-screen/use-timed-text';
import { editInListPath, editPathOf } from '../setup-paths';
import { saveConnection, validateConnection, type SaveOutcome } from './save-connection';
import type { ConnectionDraft } from './draft';
import type { ConnectionFormState } from './use-connection-form';

/** The spec's OAuth flag time: a connect nothing answered within 10 s is reset with a timeout message. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Setup messages stay 7 s (spec part 2 §9). */
const MESSAGE_MS = MESSAGE_DELAYS.loadingError;

/** Leaves for another page or site without the unsaved-changes question (the form is being saved). */
export type Leave = (go: () => void) => void;

/**
 * Validate and Save of a connection form: the console's checks first — the spec's first problem by the buttons
 * (firstConnectionProblem, the Basic one narrowed to what is missing), every problem on its field — then the server,
 * whose refusal of a field shows on that field. While a save runs the form is "connecting"; after 10 s without an
 * answer that resets with msg_setup_timeout.
 */
export function useConnectionSubmit(
  form: ConnectionFormState,
  onSaved: (saved: Connection, created: boolean) => void,
  leave: Leave = (go) => go(),
  /** Where Save sends the draft (default: the connection's own flow; the organization setup's pending list). */
  saver: (draft: ConnectionDraft) => Promise<SaveOutcome> = saveConnection,
) {
  const navigate = useNavigate();
  const [error, showError] = useTimedText(MESSAGE_MS);
  const [success, showSuccess] = useTimedText(MESSAGE_MS);
  const [validating, setValidating] = useState(false);
  const [connecting, setConnecting] = useState(false);
  /** The connection that made a new one of its system refused, to open instead. */
  const [existing, setExisting] = useState<Connection>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (kind: 'error' | 'success', text: string) => {
      showError(kind === 'error' ? text : undefined);
      showSuccess(kind === 'success' ? text : undefined);
    },
    [showError, showSuccess],
  );

  /**
   * The console's own problems, the same for Validate and Save: what the spec checks first, then every required
   * field of the authorization type and grant, and valid values. Shows them all and answers the text by the buttons,
   * or undefined to go on.
   */
  const problem = (forSave: boolean) => {
    const { draft, problems } = form;
    const key = firstConnectionProblem(draft);
    const missing = Object.keys(problems.missing);
    const format = Object.keys(problems.format);
    if (!key && format.length === 0 && missing.length === 0) return undefined;
    form.reveal(forSave ? 'all' : new Set([...format, ...missing]));
    const text = key
      ? key === 'msg_validate_basic'
        ? basicCredentialsMessage(draft)
        : messages[key]
      : messages.msg_fix_fields;
    show('error', text);
    return text;
  };

  /** A refusal that names fields of the form shows on them; the text by the buttons says what is left. */
  const refused = (failure: unknown, fallback: string) => {
    const detail = isApiError(failure) && failure.status === 400 ? failure.serverMessage : undefined;
    const { byField, rest } = detail ? serverFieldProblems(detail, form.labels) : { byField: {}, rest: undefined };
    form.setServerErrors(byField);
    const mapped = Object.keys(byField).length > 0;
    show('error', mapped ? (rest ?? messages.msg_fix_fields) : fallback);
  };

  const validate = async () => {
    if (validating || problem(false)) return;
    setValidating(true);
    const result = await validateConnection(form.draft);
    setValidating(false);
    if (result.valid) show('success', result.message);
    else refused(result.error, result.message);
  };

  const stopConnecting = () => {
    clearTimeout(timer.current);
    setConnecting(false);
  };

  const save = async () => {
    if (connecting || problem(true)) return;
    show('success', '');
    setExisting(undefined);
    setConnecting(true);
    timer.current = setTimeout(() => {
      setConnecting(false);
      show('error', messages.msg_setup_timeout);
    }, CONNECT_TIMEOUT_MS);
    const outcome = await saver(form.draft);
    if (outcome.kind === 'redirect') {
      // The setup page with the result stays in the console; the provider's sign-in is another site.
      if (outcome.url.startsWith('/')) {
        stopConnecting();
        leave(() => navigate(outcome.url));
      } else leave(() => window.location.assign(outcome.url));
      return;
    }
    stopConnecting();
    if (outcome.kind === 'failed') {
      refused(outcome.error, outcome.message);
      setExisting(outcome.existing);
    } else onSaved(outcome.connection, outcome.created);
  };

  /** Leaves the form for the existing connection (its /setup page, or the list with it open). */
  const openExisting = (connection: Connection) =>
    leave(() =>
      navigate(editPathOf(connection.SystemName, connection.IntegrationConfigurationID) ?? editInListPath(connection)),
    );

  return { validate, save, validating, connecting, error, success, existing, openExisting };
}

export type ConnectionSubmit = ReturnType<typeof useConnectionSubmit>;
