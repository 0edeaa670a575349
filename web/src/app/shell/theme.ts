import { applyMode, Mode } from '@cloudscape-design/global-styles';

const STORAGE_KEY = 'switchboard.mode';

/** The mode the user chose last (kept in localStorage), else the system's preference. */
export function storedMode(): Mode {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved === Mode.Dark || saved === Mode.Light) return saved;
  } catch {
    // storage unavailable (private mode): fall through to the system preference
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? Mode.Dark : Mode.Light;
}

export function setMode(mode: Mode): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // not kept, still applied
  }
  applyMode(mode);
}

export function applyStoredMode(): Mode {
  const mode = storedMode();
  applyMode(mode);
  return mode;
}
