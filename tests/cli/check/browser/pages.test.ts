import { describe, expect, it } from "vitest";
import { accessibilityPages, cspPages, otherLocale } from "../../../../cli/check/browser/chromium-checks.js";
import type { SiteModel } from "../../../../cli/config/load.js";
import { fixtureContext } from "../fixture-context.js";
import { useCheckSites } from "../../../helpers/check-sites.js";

const site = useCheckSites("ok");

describe("the pages the browser checks load", () => {
  it("picks the second language: configured, else the first right-to-left one, else the first after the default", async () => {
    const { model } = await fixtureContext(site("ok"));
    const locales = [...model.locales, { code: "ar", name: "العربية", dir: "rtl" as const }];
    expect(otherLocale(model)).toBe("de");
    expect(otherLocale({ ...model, locales } as SiteModel)).toBe("ar");
    expect(
      otherLocale({ ...model, locales, check: { ...model.check, accessibility: { otherLocale: "de" } } } as SiteModel),
    ).toBe("de");
  });

  it("runs axe on one page per template in both languages, and loads every default-locale route under the CSP", async () => {
    const context = await fixtureContext(site("ok"));
    expect(accessibilityPages(context).map((page) => page.meta.url)).toEqual([
      "/en/",
      "/de/",
      "/en/about/",
      "/de/about/",
      "/404.html",
      "/de/404.html",
    ]);
    expect(cspPages(context).map((page) => page.meta.url)).toEqual(["/en/", "/en/about/"]);
  });
});
