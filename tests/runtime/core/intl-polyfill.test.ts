import { afterEach, describe, expect, it } from "vitest";
import {
  installIntl,
  localeDataNames,
  numberFormatData,
  pluralRulesData,
} from "../../../runtime/core/intl-polyfill.js";
import { loadRealSite } from "../../templates/fake-props.js";

describe("the Intl polyfill bundle", () => {
  const native = Intl.PluralRules;
  afterEach(() => {
    Object.defineProperty(Intl, "PluralRules", { value: native, configurable: true, writable: true });
  });

  it("has plural rules and number data for every locale of site.yaml", async () => {
    const model = await loadRealSite();
    for (const { code } of model.locales) {
      const names = localeDataNames(code);
      expect(pluralRulesData[names.pluralRules], `${code} plural rules`).toBeTypeOf("function");
      expect(numberFormatData[names.numberFormat], `${code} number format`).toBeTypeOf("function");
    }
  });

  it("gives a browser without Intl.PluralRules the language's plural rules", async () => {
    delete (Intl as { PluralRules?: unknown }).PluralRules;
    await installIntl("ru", ["PluralRules"]);
    expect(Intl.PluralRules).not.toBe(native);
    expect([1, 3, 5, 21].map((n) => new Intl.PluralRules("ru").select(n))).toEqual(["one", "few", "many", "one"]);
    await installIntl("pt-PT", ["PluralRules"]);
    expect(new Intl.PluralRules("pt-PT").select(0)).toBe(new native("pt-PT").select(0));
  });
});
