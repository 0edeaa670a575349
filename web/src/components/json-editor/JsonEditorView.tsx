import JSONEditor, { type JSONEditorMode } from 'jsoneditor';
import 'jsoneditor/dist/jsoneditor.min.css';
import { useEffect, useRef } from 'react';
import { markJsonSyntax } from './code-syntax-mark';
import type { JsonEditorProps } from './types';
import './json-editor.css';

/** A JSON text as the editor shows it: the tree and form modes need JSON; other text goes to code mode. */
function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * jsoneditor (tree, code, form, view modes) bound to a JSON text: every change reports the editor's text, so an
 * invalid text (typed in code mode) reaches the form's own validation. Loaded only through JsonEditor (lazy).
 */
export default function JsonEditorView({
  value,
  mode = 'tree',
  modes = ['tree', 'code'],
  readOnly = false,
  ariaLabel,
  height = 280,
  validate,
  onChange,
  onBlur,
  onModeChange,
}: JsonEditorProps) {
  const container = useRef<HTMLDivElement>(null);
  const editor = useRef<JSONEditor>(undefined);
  const lastText = useRef(value);
  const handlers = useRef({ onChange, onBlur, onModeChange });
  useEffect(() => {
    handlers.current = { onChange, onBlur, onModeChange };
  });

  useEffect(() => {
    if (!container.current) return;
    const startMode: JSONEditorMode = readOnly ? 'view' : parses(value) ? mode : 'code';
    const instance = new JSONEditor(container.current, {
      mode: startMode,
      modes: readOnly ? undefined : modes,
      mainMenuBar: !readOnly,
      navigationBar: false,
      statusBar: false,
      search: false,
      ...(validate ? { onValidate: validate } : {}),
      onModeChange: (next: JSONEditorMode) => {
        markJsonSyntax(instance);
        handlers.current.onModeChange?.(next);
      },
      onChangeText: (text: string) => {
        lastText.current = text;
        markJsonSyntax(instance);
        handlers.current.onChange?.(text);
      },
      onBlur: () => handlers.current.onBlur?.(),
    });
    instance.setText(value);
    markJsonSyntax(instance);
    if (startMode !== 'code' && startMode !== 'text') instance.expandAll?.();
    editor.current = instance;
    return () => {
      instance.destroy();
      editor.current = undefined;
    };
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly]);

  // jsoneditor's checkboxes of true/false values have no label: each is named after its field (axe: label).
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const label = () =>
      box.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not([aria-label])').forEach((input) => {
        const field = input.closest('tr')?.querySelector('.jsoneditor-field')?.textContent?.trim();
        input.setAttribute('aria-label', field ? `${field} (true or false)` : 'true or false');
      });
    label();
    const observer = new MutationObserver(label);
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  // A new height (e.g. full screen) re-measures the code mode's text area, which does not follow its box by itself.
  useEffect(() => {
    (editor.current as { resize?: () => void } | undefined)?.resize?.();
  }, [height]);

  // A value from outside (a reset, a reload) replaces the editor's text; its own edits are not echoed back.
  useEffect(() => {
    const instance = editor.current;
    if (!instance || value === lastText.current) return;
    lastText.current = value;
    if (!parses(value) && instance.getMode() !== 'code' && instance.getMode() !== 'text') instance.setMode('code');
    instance.updateText(value);
    markJsonSyntax(instance);
  }, [value]);

  return (
    <div
      ref={container}
      className="switchboard-json-editor"
      role="group"
      aria-label={ariaLabel}
      style={{ height }}
      data-testid="json-editor"
    />
  );
}
