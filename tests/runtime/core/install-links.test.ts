// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyInstallLinks } from "../../../runtime/core/install-links.js";
import { loadRuntimeConfig } from "./config.js";

const links = loadRuntimeConfig().storeLinks;

describe("install links", () => {
  it("points every store link at its store with atb and va", () => {
    document.body.innerHTML = `<a data-install-link="chrome">Chrome</a><a data-install-link="ios">iOS</a><a data-install-link="fax" href="/x">?</a>`;
    applyInstallLinks(document, links, { version: "v512-3", variant: "b", atbVariant: "v512-3b" }, "radio-endorsement");
    const [chrome, ios, unknown] = [...document.querySelectorAll("a")].map((a) => new URL(a.href));
    expect(chrome!.origin + chrome!.pathname).toBe(new URL(links.chrome).origin + new URL(links.chrome).pathname);
    expect(chrome!.searchParams.get("atb")).toBe("v512-3");
    expect(chrome!.searchParams.get("va")).toBe("b");
    expect(chrome!.searchParams.has("ct")).toBe(false);
    expect(ios!.searchParams.get("ct")).toBe("radio-endorsement");
    expect(unknown!.pathname).toBe("/x");
  });

  it("keeps the store's own query and leaves va out when there is no variant", () => {
    document.body.innerHTML = `<a data-install-link="android">Android</a>`;
    applyInstallLinks(document, links, { version: "v1-1", variant: null, atbVariant: "v1-1" }, null);
    const url = new URL(document.querySelector("a")!.href);
    for (const [k, v] of new URL(links.android).searchParams) expect(url.searchParams.get(k)).toBe(v);
    expect(url.searchParams.has("va")).toBe(false);
  });
});
