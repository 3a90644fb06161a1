// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyCtaOrder, ctaOrder } from "../../../runtime/core/cta.js";
import { loadRuntimeConfig } from "./config.js";

const cta = loadRuntimeConfig().cta;

describe("call-to-action order (SPEC §9)", () => {
  it("uses the default order when no rule matches", () => {
    expect(ctaOrder({ os: "linux", browser: "firefox" }, cta)).toEqual([
      "add-to-browser",
      "set-as-default",
      "download-browser",
      "mobile-apps",
      "ios-app",
      "android-app",
    ]);
  });

  it("takes the first rule matching OS, and browser when the rule names one", () => {
    const iosRule = cta.rules.find((r) => r.os === "ios")!;
    expect(ctaOrder({ os: "ios", browser: "safari" }, cta)).toEqual(iosRule.order);
    const safari = cta.rules.find((r) => r.os === "mac" && r.browser === "safari")!;
    expect(ctaOrder({ os: "mac", browser: "safari" }, cta)).toEqual(safari.order);
    expect(ctaOrder({ os: "mac", browser: "firefox" }, cta)).toEqual(cta.default);
  });

  it("reorders the page's calls to action, keeping unknown ones after", () => {
    document.body.innerHTML = `<ul data-cta-list>
      <li data-cta="mobile-apps"></li><li data-cta="other"></li><li data-cta="add-to-browser"></li>
      <li data-cta="android-app"></li><li data-cta="ios-app"></li></ul>`;
    const list = document.querySelector("[data-cta-list]")!;
    applyCtaOrder(list, ctaOrder({ os: "android", browser: "chrome" }, cta));
    const order = [...list.children].map((el) => (el as HTMLElement).dataset.cta);
    const expected = cta.rules.find((r) => r.os === "android")!.order.filter((id) => order.includes(id));
    expect(order).toEqual([...expected, "other"]);
    expect(order[0]).toBe("android-app");
  });
});
