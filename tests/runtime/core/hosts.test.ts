import { describe, expect, it } from "vitest";
import { hostKind, onSiteHost, siteHost } from "../../../runtime/core/hosts.js";
import { browserConfig } from "./config.js";

describe("hosts (SPEC §5, §9)", () => {
  const config = browserConfig();

  it("derives the site host: the main host unless on a sub-host, the onion host on it, and the main host from the start page", () => {
    const { hosts } = config;
    expect(siteHost(`staging.${hosts.main}`, hosts)).toBe(`staging.${hosts.main}`);
    expect(siteHost(hosts.main, hosts)).toBe(hosts.main);
    expect(siteHost("evil-example.com", hosts)).toBe(hosts.main);
    expect(siteHost(`x${hosts.main}`, hosts)).toBe(hosts.main);
    expect(siteHost(hosts.onion, hosts)).toBe(hosts.onion);
    expect(siteHost(hosts.startPage, hosts)).toBe(hosts.main);
  });

  it("recognises the start-page and onion hosts", () => {
    expect(hostKind(config.hosts.startPage, config.hosts)).toBe("startPage");
    expect(hostKind(config.hosts.onion, config.hosts)).toBe("onion");
    expect(hostKind(config.hosts.main, config.hosts)).toBe("main");
    expect(hostKind("example.org", config.hosts)).toBe("other");
  });

  /** Issue 21, item 7: host derivation and host recognition were helpers nobody called. */
  it("points the search form at the site host of the page: a sub-host or the onion host keeps the search, others send it to the main host", () => {
    const { hosts } = config;
    const action = `https://${hosts.main}/`;
    const at = (href: string) => onSiteHost(action, new URL(href), hosts);
    expect(at(`https://staging.${hosts.main}/en/`)).toBe(`https://staging.${hosts.main}/`);
    expect(at(`http://${hosts.onion}/en/`)).toBe(`http://${hosts.onion}/`);
    expect(at(`https://${hosts.startPage}/en/`)).toBe(action);
    expect(at(`https://${hosts.main}/en/`)).toBe(action);
    expect(at("http://127.0.0.1:4321/en/")).toBe(action);
    expect(at("https://evil.example/en/")).toBe(action);
  });
});
