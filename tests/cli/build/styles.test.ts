import { describe, expect, it } from "vitest";
import { generatedCss, resolvePalettes } from "../../../cli/build/bundle/styles.js";
import { loadSite } from "../../../cli/config/load.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";

const loaded = await loadSite(REPO_ROOT);
if (!loaded.ok) throw new Error("the repository's site must load");
const model = loaded.value;
const css = generatedCss(model);

describe("CSS generated from site.yaml", () => {
  it("gives each theme its light palette, its dark one when chosen, and the system's while nothing is chosen", () => {
    expect(css).toContain(`html[data-site-theme="default"]{--bg:${model.themes.default!.light!.background};`);
    expect(css).toContain(
      `html[data-site-theme="default"][data-theme="dark"]{--bg:${model.themes.default!.dark!.background};`,
    );
    expect(css).toContain(
      `@media (prefers-color-scheme:dark){html[data-site-theme="default"]:not([data-theme]){--bg:${model.themes.default!.dark!.background};`,
    );
  });

  it("darkens the dark palette for the darker variant (saved preference t), inherited through extends", () => {
    expect(css).toContain(
      'html[data-site-theme="default"][data-theme="dark"][data-theme-variant="t"]{--bg:#000000;--surface:#111111;--border:#2a2a2a}',
    );
    expect(resolvePalettes(model, "windows-preview")).toEqual(resolvePalettes(model, "windows"));
    expect(css).toContain(
      'html[data-site-theme="windows-preview"][data-theme="dark"][data-theme-variant="t"]{--bg:#000000;',
    );
  });

  it("hides every experiment variant but the assigned one", () => {
    for (const variant of ["control", "tagline", "banner"]) {
      expect(css).toContain(
        `html:not([data-exp-subscriptionpromo="${variant}"]) [data-exp-show="subscriptionpromo:${variant}"]{display:none}`,
      );
    }
  });
});
