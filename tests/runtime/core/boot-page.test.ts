// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootPage } from "../../../runtime/core/boot-page.js";
import { readSiteConfig } from "../../../runtime/core/site-config.js";
import { browserConfig } from "./config.js";

const config = browserConfig();
const { storageKeys } = config.runtime;
const root = document.documentElement;

function page(search: string, cookies: string[] = [], systemDark = false) {
  window.history.replaceState(null, "", `/en/${search}`);
  // Site-wide, as the site writes them (cookieString): one set at /en/ alone would outlive beforeEach.
  for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
  window.matchMedia = vi.fn(
    (query: string) => ({ matches: systemDark && query === "(prefers-color-scheme: dark)" }) as MediaQueryList,
  );
  document.head.innerHTML = "";
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "site-config";
  script.textContent = JSON.stringify(config);
  document.head.append(script);
  bootPage(window, readSiteConfig(document));
}

beforeEach(() => {
  localStorage.clear();
  for (const name of document.cookie
    .split(";")
    .map((c) => c.split("=")[0]!.trim())
    .filter(Boolean))
    document.cookie = `${name}=; max-age=0; path=/`;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
});
afterEach(() => vi.restoreAllMocks());

describe("boot script (before first paint)", () => {
  it("reads the BrowserConfig from #site-config, and does nothing without it", () => {
    expect(readSiteConfig(document)).toBeNull();
    bootPage(window, null);
    expect(root.hasAttribute("data-theme")).toBe(false);
    page("");
    expect(readSiteConfig(document)?.page.id).toBe(config.page.id);
  });

  it("applies the saved theme over the system scheme", () => {
    page("", [`${storageKeys.themeCookie}=${config.runtime.theme.light}`], true);
    expect(root.getAttribute("data-theme")).toBe("light");
    page("", [`${storageKeys.themeCookie}=${config.runtime.theme.darkVariant}`], false);
    expect(root.getAttribute("data-theme")).toBe("dark");
    expect(root.getAttribute("data-theme-variant")).toBe("t");
  });

  it("follows the system scheme when nothing is saved", () => {
    page("", [], true);
    expect(root.getAttribute("data-theme")).toBe("dark");
  });

  it("puts assigned variants on <html> and keeps them for the next page", () => {
    page("?exp_subscriptionpromo=banner");
    expect(root.getAttribute("data-exp-subscriptionpromo")).toBe("banner");
    expect(root.getAttribute("data-exp-windowsinstaller")).toBe("new");
    expect(root.hasAttribute("data-exp-duckaiuninstalledhomev2")).toBe(false);
    expect(root.hasAttribute("data-exp-appbranding")).toBe(false);
    root.removeAttribute("data-exp-subscriptionpromo");
    page("");
    expect(root.getAttribute("data-exp-subscriptionpromo")).toBe("banner");
  });

  it("takes backend assignments from the backend's cookie", () => {
    page("", [`${storageKeys.experimentPrefix}appbranding=bb`]);
    expect(root.getAttribute("data-exp-appbranding")).toBe("bb");
  });

  it("assigns nothing for a blocked campaign, and ignores hostile overrides", () => {
    page("?exp_subscriptionpromo=banner&campaign=prosearchtest");
    expect(root.hasAttribute("data-exp-subscriptionpromo")).toBe(false);
    page("?exp_subscriptionpromo=%3Cscript%3E");
    expect(root.hasAttribute("data-exp-subscriptionpromo")).toBe(false);
  });

  it("marks the page as inside the product's app before first paint, so subscription calls to action wait for the app", () => {
    page("");
    expect(root.hasAttribute("data-in-app")).toBe(false);
    const userAgent = vi
      .spyOn(window.navigator, "userAgent", "get")
      .mockReturnValue(`Mozilla/5.0 (Macintosh) ${config.runtime.platform.appUserAgentToken}/7.1`);
    page("");
    expect(root.hasAttribute("data-in-app")).toBe(true);
    userAgent.mockRestore();
  });
});
