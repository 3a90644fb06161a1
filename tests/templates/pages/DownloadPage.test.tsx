// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { DownloadPage } from "../../../templates/pages/DownloadPage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

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
});
