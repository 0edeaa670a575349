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
  /** Height in px (default 280). */
  height?: number;
  /** The editor's text after every change (not necessarily valid JSON: the caller validates it). */
  onChange?: (text: string) => void;
  onBlur?: () => void;
}
