import { jsonSyntaxError, jsonSyntaxPlace } from '@switchboard/shared';
import type JSONEditor from 'jsoneditor';

/** The part of Ace (code mode's editor, inside jsoneditor) this needs. */
interface AceRange {
  clone(): AceRange;
  setStart(row: number, column: number): void;
  setEnd(row: number, column: number): void;
}
interface AceSession {
  setUseWorker(use: boolean): void;
  setAnnotations(annotations: { row: number; column: number; text: string; type: string }[]): void;
  addMarker(range: AceRange, className: string, type: 'text'): number;
  removeMarker(id: number): void;
}
interface AceEditor {
  getSession(): AceSession;
  getSelectionRange(): AceRange;
}

const markers = new WeakMap<AceSession, number>();

/**
 * Marks where the code mode's text stops being JSON. Ace checks JSON in a web worker it makes from a blob: URL,
 * which the console's Content-Security-Policy refuses (worker-src falls back to script-src 'self'), so nothing was
 * ever marked; the policy stays, the worker is turned off and the text is parsed here instead: the line gets Ace's
 * error mark in the gutter (its tooltip says why) and the character where parsing stopped a red underline.
 * Nothing happens outside code mode (no Ace).
 */
export function markJsonSyntax(editor: JSONEditor): void {
  const ace = (editor as unknown as { aceEditor?: AceEditor }).aceEditor;
  if (!ace) return;
  const session = ace.getSession();
  session.setUseWorker(false);
  const previous = markers.get(session);
  if (previous !== undefined) session.removeMarker(previous);
  markers.delete(session);
  const error = jsonSyntaxError(editor.getText());
  // An empty list puts back jsoneditor's own marks (the nodes its validation refuses).
  if (!error) return session.setAnnotations([]);
  const [row, column] = [error.line - 1, error.column - 1];
  const text = `Not JSON at ${jsonSyntaxPlace(error)}: ${error.reason}`;
  session.setAnnotations([{ row, column, text, type: 'error' }]);
  const range = ace.getSelectionRange().clone();
  range.setStart(row, column);
  range.setEnd(row, column + 1);
  markers.set(session, session.addMarker(range, 'sb-json-syntax-error', 'text'));
}
