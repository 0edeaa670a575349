import type { JSONEditorMode } from 'jsoneditor';

export interface JsonEditorProps {
  /** The JSON text edited (an invalid text opens in code mode). */
  value: string;
  /** The mode it opens in (default tree). */
  mode?: JSONEditorMode;
  /** The modes the user can switch between (default tree and code). */
  modes?: JSONEditorMode[];
  /** Shown in view mode, not changeable. */
  readOnly?: boolean;
  ariaLabel: string;
  /** Height in px (default 280), or a CSS length ('calc(100vh - 200px)'). */
  height?: number | string;
  /**
   * Checks the JSON as it changes; the editor marks the nodes named by path. (Not jsoneditor's `schema`: its ajv
   * compiles a schema with `new Function`, which the console's Content-Security-Policy forbids.)
   */
  validate?: (json: unknown) => { path: (string | number)[]; message: string }[];
  /** The user switched modes (e.g. to open a re-made editor in the same mode). */
  onModeChange?: (mode: JSONEditorMode) => void;
  /** The editor's text after every change (not necessarily valid JSON: the caller validates it). */
  onChange?: (text: string) => void;
  onBlur?: () => void;
}
