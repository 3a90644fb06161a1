import type { RuntimeConfig } from "../../cli/config/schema.js";

export type ThemeChoice = { theme: "light" | "dark"; variant: string | null; saved: boolean };

/** SPEC §4: a saved preference (-1 light, d dark, t dark variant) wins over the system colour scheme. */
export function chooseTheme(saved: string | null | undefined, systemDark: boolean, values: RuntimeConfig["theme"]): ThemeChoice {
  if (saved === values.light) return { theme: "light", variant: null, saved: true };
  if (saved === values.dark) return { theme: "dark", variant: null, saved: true };
  if (saved === values.darkVariant) return { theme: "dark", variant: values.darkVariant, saved: true };
  return { theme: systemDark ? "dark" : "light", variant: null, saved: false };
}

/** Writes the choice onto <html>: the palettes key off data-theme and data-theme-variant. */
export function applyTheme(root: HTMLElement, choice: ThemeChoice): void {
  root.setAttribute("data-theme", choice.theme);
  if (choice.variant) root.setAttribute("data-theme-variant", choice.variant);
  else root.removeAttribute("data-theme-variant");
}

/** SPEC §5: a custom theme colour is 3 or 6 hex digits (the settings store it without '#'). */
export function parseThemeColour(value: string): string | null {
  const match = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.exec(value.trim());
  return match ? `#${match[1]!.toLowerCase()}` : null;
}
