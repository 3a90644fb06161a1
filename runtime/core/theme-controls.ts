import type { RuntimeConfig } from "../../contracts/config/index.js";
import { isSavedTheme } from "./theme.js";

/** The radio value meaning "no saved preference: follow the system". */
const SYSTEM_THEME = "system";

export interface ThemeStore {
  read: () => string | undefined;
  write: (value: string | null) => void;
}

/**
 * /theme: the chooser shows the current preference and saves a new one as soon as it is picked
 * (and again on submit, for visitors who press Save); "system" clears it. The theme is
 * re-applied at once.
 */
export function bindThemeChooser(form: HTMLFormElement, store: ThemeStore, values: RuntimeConfig["theme"], reapply: () => void): void {
  const radios = () => form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="theme"]');
  const saved = store.read();
  const current = isSavedTheme(saved, values) ? saved : SYSTEM_THEME;
  for (const radio of radios()) radio.checked = radio.value === current;
  const save = () => {
    const chosen = Array.from(radios()).find((radio) => radio.checked)?.value ?? SYSTEM_THEME;
    store.write(isSavedTheme(chosen, values) ? chosen : null);
    reapply();
  };
  form.addEventListener("change", save);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    save();
  });
}

/** SPEC §4: follow system colour-scheme changes only while nothing is saved. */
export function followSystemTheme(scheme: Pick<MediaQueryList, "addEventListener">, store: ThemeStore, values: RuntimeConfig["theme"], reapply: () => void): void {
  scheme.addEventListener("change", () => {
    if (!isSavedTheme(store.read(), values)) reapply();
  });
}
