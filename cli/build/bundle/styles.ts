import type { SiteModel } from "../../config/load.js";
import type { Palette } from "../../../contracts/config/index.js";

const VARIABLES: Record<keyof Palette, string> = {
  background: "--bg",
  surface: "--surface",
  text: "--text",
  muted: "--muted",
  accent: "--accent",
  accentText: "--accent-text",
  border: "--border",
  highlight: "--highlight",
};

function declarations(palette: Partial<Palette>, scheme?: "light" | "dark"): string {
  const vars = (Object.keys(VARIABLES) as (keyof Palette)[]).filter((key) => palette[key]).map((key) => `${VARIABLES[key]}:${palette[key]}`);
  return `${vars.join(";")}${scheme ? `;color-scheme:${scheme}` : ""}`;
}

/** The palettes of a theme, following `extends` (the loader has checked that the chain ends). */
export function resolvePalettes(model: SiteModel, name: string): { light: Palette; dark: Palette; darker: Partial<Palette> | undefined } {
  const seen = new Set<string>();
  let theme = model.themes[name];
  while (theme?.extends && !seen.has(theme.extends)) {
    seen.add(theme.extends);
    theme = model.themes[theme.extends];
  }
  return { light: theme!.light!, dark: theme!.dark!, darker: theme!.darker };
}

/**
 * CSS generated from site.yaml: theme palettes as variables (the saved choice in data-theme wins,
 * the system scheme applies while nothing is chosen) and the experiment variants' visibility.
 */
export function generatedCss(model: SiteModel): string {
  const themes = Object.keys(model.themes).sort().map((name) => {
    const { light, dark, darker } = resolvePalettes(model, name);
    const selector = `html[data-site-theme="${name}"]`;
    return [
      `${selector}{${declarations(light, "light")}}`,
      `${selector}[data-theme="dark"]{${declarations(dark, "dark")}}`,
      ...(darker ? [`${selector}[data-theme="dark"][data-theme-variant="t"]{${declarations(darker)}}`] : []),
      `@media (prefers-color-scheme:dark){${selector}:not([data-theme]){${declarations(dark, "dark")}}}`,
    ].join("\n");
  });
  const experiments = model.runtime.experiments.flatMap((experiment) =>
    experiment.variants.map(
      (variant) => `html:not([data-exp-${experiment.name}="${variant}"]) [data-exp-show="${experiment.name}:${variant}"]{display:none}`,
    ),
  );
  return [...themes, ...experiments].join("\n");
}
