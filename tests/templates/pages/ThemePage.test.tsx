// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { ThemePage } from "../../../templates/pages/ThemePage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("ThemePage", () => {
  it("offers the four saved values as labelled radios in the theme chooser, following the system until a choice is made", () => {
    const { document } = render(ThemePage, fakeProps(model, "theme"));
    const radios = [
      ...document.querySelectorAll<HTMLInputElement>('form[data-theme-chooser] input[type="radio"][name="theme"]'),
    ];
    expect(radios.map((radio) => radio.value)).toEqual(["system", "-1", "d", "t"]);
    expect(radios.map((radio) => text(document.querySelector(`label[for="${radio.id}"]`)))).toEqual([
      "Match my device",
      "Light",
      "Dark",
      "Darker",
    ]);
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual(["system"]);
    expect(text(document.querySelector("form[data-theme-chooser] legend"))).toBe("Theme");
  });

  it("tells visitors without JavaScript why saving won't work", () => {
    const { html } = render(ThemePage, fakeProps(model, "theme"));
    expect(html).toMatch(/<noscript><p class="notice">Saving a theme needs JavaScript\./);
  });
});
