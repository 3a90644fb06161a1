// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { ensureLocaleData, missingIntl, polyfillLoader, type IntlLike } from "../../../runtime/core/locale-data.js";


/** A browser whose Intl knows only some languages, or lacks a constructor altogether. */
function browserIntl(languages: string[], lacking: (keyof IntlLike)[] = []): IntlLike {
  const intlConstructor = { supportedLocalesOf: (locale: string) => (languages.includes(locale.split("-")[0]!) ? [locale] : []) };
  return Object.fromEntries((["PluralRules", "NumberFormat"] as const).filter((name) => !lacking.includes(name)).map((name) => [name, intlConstructor]));
}

describe("locale data on demand", () => {
  it("finds nothing missing in a modern browser", () => {
    expect(missingIntl(Intl as unknown as IntlLike, "ru")).toEqual([]);
  });

  it("finds what a browser lacks for the page's language: a constructor, or the language's data", () => {
    expect(missingIntl(browserIntl(["en", "ru"], ["PluralRules"]), "ru")).toEqual(["PluralRules"]);
    expect(missingIntl(browserIntl(["en"]), "lv")).toEqual(["PluralRules", "NumberFormat"]);
    expect(missingIntl(undefined, "de")).toEqual(["PluralRules", "NumberFormat"]);
  });

  it("loads the language's polyfill only when something is missing", async () => {
    const load = vi.fn(async () => {});
    const log = { warn: vi.fn() };
    expect(await ensureLocaleData("ru", { intl: browserIntl(["ru"]), load, log })).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(await ensureLocaleData("ru", { intl: browserIntl(["en"]), load, log })).toEqual(["PluralRules", "NumberFormat"]);
    expect(load).toHaveBeenCalledWith("ru", ["PluralRules", "NumberFormat"]);
  });

  it("only logs a failed load (SPEC §8)", async () => {
    const log = { warn: vi.fn() };
    const failing = () => Promise.reject(new Error("offline"));
    await expect(ensureLocaleData("th", { intl: browserIntl([]), load: failing, log })).resolves.toEqual(["PluralRules", "NumberFormat"]);
    expect(log.warn).toHaveBeenCalledWith("locale data", "th", ["PluralRules", "NumberFormat"], expect.any(Error));
  });
});

describe("an island page in a browser without Intl.PluralRules", () => {
  it("imports the polyfill the page config names; when that fails it logs it and lets the screen start", async () => {
    const log = { warn: vi.fn() };
    const intl = browserIntl(["en", "ru"], ["PluralRules"]);
    await expect(ensureLocaleData("ru", { intl, load: polyfillLoader("/assets/intl-polyfill-MISSING.js"), log })).resolves.toEqual(["PluralRules"]);
    expect(log.warn).toHaveBeenCalledWith("locale data", "ru", ["PluralRules"], expect.anything());
  });
});
