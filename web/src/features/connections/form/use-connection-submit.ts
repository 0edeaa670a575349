import { firstConnectionProblem, MESSAGE_DELAYS, messages, type Connection } from '@switchboard/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTimedText } from '../../../components/list-screen/use-timed-text';
import { saveConnection, validateConnection } from './save-connection';
import type { ConnectionFormState } from './use-connection-form';

/** The spec's OAuth flag time: a connect nothing answered within 10 s is reset with a timeout message. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Setup messages stay 7 s (spec part 2 §9). */
const MESSAGE_MS = MESSAGE_DELAYS.loadingError;

/**
 * Validate and Save of a connection form: the console's checks in the spec's order first (firstConnectionProblem),
 * then the server. While a save runs the form is "connecting"; after 10 s without an answer that resets with
 * msg_setup_timeout.
 */
export function useConnectionSubmit(form: ConnectionFormState, onSaved: (saved: Connection, created: boolean) => void) {
  const navigate = useNavigate();
  const [error, showError] = useTimedText(MESSAGE_MS);
  const [success, showSuccess] = useTimedText(MESSAGE_MS);
  const [validating, setValidating] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (kind: 'error' | 'success', text: string) => {
      showError(kind === 'error' ? text : undefined);
      showSuccess(kind === 'success' ? text : undefined);
    },
    [showError, showSuccess],
  );

  /** The first problem the console finds, shown; undefined when the form may go to the server. */
  const problem = () => {
    const key = firstConnectionProblem(form.draft);
    const text = key ? messages[key] : form.valid ? undefined : 'Correct the fields marked as not valid.';
    if (!form.valid) form.reveal();
    if (text) show('error', text);
    return text;
  };

  const validate = async () => {
    if (problem()) return;
    setValidating(true);
    const result = await validateConnection(form.draft);
    setValidating(false);
    show(result.valid ? 'success' : 'error', result.message);
  };

  const stopConnecting = () => {
    clearTimeout(timer.current);
    setConnecting(false);
  };

  const save = async () => {
    if (connecting || problem()) return;
    show('success', '');
    setConnecting(true);
    timer.current = setTimeout(() => {
      setConnecting(false);
      show('error', messages.msg_setup_timeout);
    }, CONNECT_TIMEOUT_MS);
    const outcome = await saveConnection(form.draft);
    if (outcome.kind === 'redirect') {
      // The setup page with the result stays in the console; the provider's sign-in is another site.
      if (outcome.url.startsWith('/')) {
        stopConnecting();
        navigate(outcome.url);
      } else window.location.assign(outcome.url);
      return;
    }
    stopConnecting();
    if (outcome.kind === 'failed') show('error', outcome.message);
    else onSaved(outcome.connection, outcome.created);
  };

  return { validate, save, validating, connecting, error, success };
}

export type ConnectionSubmit = ReturnType<typeof useConnectionSubmit>;
