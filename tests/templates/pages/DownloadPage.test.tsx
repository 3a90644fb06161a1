// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { DownloadPage } from "../../../templates/pages/DownloadPage.js";
import { fakeProps, loadRealSite, render, strictTranslate, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("DownloadPage", () => {
  it("offers the Mac installer with the minimum macOS from site.yaml", () => {
    const { document } = render(DownloadPage, fakeProps(model, "mac"));
    const button = document.querySelector("a[data-install-link]");
    expect(button?.getAttribute("data-install-link")).toBe("mac");
    expect(button?.getAttribute("href")).toBe(model.runtime.storeLinks.mac);
    expect(text(document.querySelector(".download__requirements"))).toBe(`Requires ${model.runtime.platform.minimumOs.mac.label} or later.`);
    expect(document.querySelector('[data-exp-show^="windowsinstaller:"]')).toBeNull();
  });

  it("offers the Windows installer, its minimum version, and the new-installer variant", () => {
    const { document } = render(DownloadPage, fakeProps(model, "windows"));
    expect(document.querySelector("a[data-install-link]")?.getAttribute("data-install-link")).toBe("windows");
    expect(text(document.querySelector(".download__requirements"))).toContain(model.runtime.platform.minimumOs.windows.label);
    expect(text(document.querySelector('[data-exp-show="windowsinstaller:new"]'))).toContain("new installer");
  });

  it("follows a change to the minimum OS in site.yaml", () => {
    const props = fakeProps(model, "mac", {
      site: (site) => ({ ...site, runtime: { ...site.runtime, platform: { ...site.runtime.platform, minimumOs: { ...site.runtime.platform.minimumOs, mac: { label: "macOS 14", major: 14, minor: 0 } } } } }),
    });
    expect(text(render(DownloadPage, props).document.querySelector(".download__requirements"))).toBe("Requires macOS 14 or later.");
  });

  it("gives the Windows preview its own heading but the Windows installer", () => {
    const { document } = render(DownloadPage, fakeProps(model, "windows-preview"));
    expect(text(document.querySelector("h1"))).toBe("Try the Windows browser preview");
    expect(document.querySelector("a[data-install-link]")?.getAttribute("data-install-link")).toBe("windows");
  });

  it("gives the Mac and Windows pages features of their own, not the same cards", () => {
    const titles = (id: string) => [...render(DownloadPage, fakeProps(model, id)).document.querySelectorAll(".features .card h3")].map((title) => text(title));
    expect(titles("mac")).toContain("Made for Apple silicon");
    expect(titles("windows")).toContain("Light on your PC");
    expect(titles("mac")).not.toEqual(titles("windows"));
  });

  it("shows each system's picture, its requirements, the other platforms and its questions", () => {
    for (const [id, picture, other] of [["mac", "browser-mac", "/en/windows/"], ["windows", "browser-windows", "/en/mac/"]] as const) {
      const { document } = render(DownloadPage, fakeProps(model, id));
      expect(document.querySelector(".page-intro__picture img")?.getAttribute("alt"), id).toBe(strictTranslate(`pictures.${picture}`, { brand: model.site.brand }));
      const requirements = [...document.querySelectorAll(".requirements__list li")].map((item) => text(item));
      expect(requirements[0]).toBe(`Requires ${model.runtime.platform.minimumOs[id].label} or later.`);
      expect(requirements.length, id).toBeGreaterThan(1);
      expect(document.querySelector(`.other-platforms a[href="${other}"]`), id).not.toBeNull();
      expect([...document.querySelectorAll(".other-platforms [data-install-link]")].map((link) => link.getAttribute("data-install-link"))).toEqual(["ios", "android"]);
      expect(document.querySelectorAll(".faq details").length, id).toBeGreaterThanOrEqual(4);
    }
  });
});
