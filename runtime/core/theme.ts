import type { RuntimeConfig } from "../../contracts/config/index.js";

export type ThemeChoice = { theme: "light" | "dark"; variant: string | null };
type Saved = string | null | undefined;

/** True when a saved preference is one of -1, d or t; anything else means "follow the system". */
export function isSavedTheme(saved: Saved, values: RuntimeConfig["theme"]): saved is string {
  return saved === values.light || saved === values.dark || saved === values.darkVariant;
}

/** SPEC §4: a saved preference (-1 light, d dark, t dark variant) wins over the system colour scheme. */
export function chooseTheme(saved: Saved, systemDark: boolean, values: RuntimeConfig["theme"]): ThemeChoice {
  const variant = saved === values.darkVariant ? saved : null;
  const dark = saved === values.dark || variant !== null || (saved !== values.light && systemDark);
  return { theme: dark ? "dark" : "light", variant };
}

/** Writes the choice onto <html>: the palettes key off data-theme and data-theme-variant. */
export function applyTheme(root: HTMLElement, choice: ThemeChoice): void {
  root.setAttribute("data-theme", choice.theme);
  if (choice.variant) root.setAttribute("data-theme-variant", choice.variant);
  else root.removeAttribute("data-theme-variant");
}
