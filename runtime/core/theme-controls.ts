import type { RuntimeConfig } from "../../cli/config/schema.js";
import { isSavedTheme } from "./theme.js";

/** The radio value meaning "no saved preference: follow the system". */
export const SYSTEM_THEME = "system";

export interface ThemeStore {
  read: () => string | undefined;
  write: (value: string | null) => void;
}

/**
 * /theme: the chooser shows the current preference and saves a new one on change (system
 * clears it), then re-applies the theme at once.
 */
export function bindThemeChooser(form: HTMLFormElement, store: ThemeStore, values: RuntimeConfig["theme"], reapply: () => void): void {
  const saved = store.read();
  const current = isSavedTheme(saved, values) ? saved : SYSTEM_THEME;
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="theme"]')) radio.checked = radio.value === current;
  form.addEventListener("change", (event) => {
    const radio = event.target as HTMLInputElement;
    if (radio.name !== "theme") return;
    store.write(radio.value === SYSTEM_THEME || !isSavedTheme(radio.value, values) ? null : radio.value);
    reapply();
  });
  form.addEventListener("submit", (event) => event.preventDefault());
}

/** SPEC §4: follow system colour-scheme changes only while nothing is saved. */
export function followSystemTheme(scheme: Pick<MediaQueryList, "addEventListener">, store: ThemeStore, values: RuntimeConfig["theme"], reapply: () => void): void {
  scheme.addEventListener("change", () => {
    if (!isSavedTheme(store.read(), values)) reapply();
  });
}
