import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { fetchExternalLinks } from "../../../cli/check/external.js";
import { runChecks } from "../../../cli/check/run.js";
import type { SiteModel } from "../../../cli/config/load.js";
import { fixtureContext } from "./fixture-context.js";
import { useCheckSites } from "../../helpers/check-sites.js";

const withSeverity = (model: SiteModel, severity: Record<string, string>): SiteModel =>
  ({ ...model, check: { ...model.check, severity: { ...model.check.severity, ...severity } } }) as SiteModel;

const site = useCheckSites("ok", "inline-script", "over-budget");

describe("runChecks", () => {
  it("turns a check's errors into warnings when site.yaml sets it to warn", async () => {
    const context = await fixtureContext(site("inline-script"));
    const run = await runChecks(
      { ...context, model: withSeverity(context.model, { security: "warn" }) },
      { browser: null, fetchExternal: null },
    );
    expect(run.findings.map((finding) => [finding.check, finding.level])).toEqual([["security", "warn"]]);
    expect([run.errors, run.warnings]).toEqual([0, 1]);
  });

  it("does not run a check set to off, and says so", async () => {
    const context = await fixtureContext(site("inline-script"));
    const run = await runChecks(
      { ...context, model: withSeverity(context.model, { security: "off" }) },
      { browser: null, fetchExternal: null },
    );
    expect(run.findings).toEqual([]);
    expect(run.skipped).toContainEqual({ check: "security", reason: "off in site.yaml" });
    expect(run.durations.security).toBeUndefined();
  });

  it("measures each page against the budget of its kind", async () => {
    const run = await runChecks(await fixtureContext(site("over-budget")), { browser: null, fetchExternal: null });
    const about = run.weights.find((weight) => weight.url === "/en/about/")!;
    const home = run.weights.find((weight) => weight.url === "/en/")!;
    expect(about.kind).toBe("island");
    expect(about.budget.jsGzipKb).toBe(4);
    expect(about.jsGzip).toBeGreaterThan(4 * 1024);
    expect(home.kind).toBe("marketing");
    expect(home.budget.jsGzipKb).toBe(1);
    expect(home.jsGzip).toBeLessThan(1 * 1024);
  });

  it("with --external, reports external links that fail on every page they are on", async () => {
    const server = createServer((request, response) => response.writeHead(request.url === "/gone" ? 404 : 200).end());
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const problems = await fetchExternalLinks([`${origin}/fine`, `${origin}/gone`]);
      expect([...problems]).toEqual([[`${origin}/gone`, "answered HTTP 404"]]);
      const context = await fixtureContext(site("ok"));
      const run = await runChecks(context, {
        browser: null,
        fetchExternal: async () => new Map([["https://example.org/privacy-guide", "answered HTTP 404"]]),
      });
      expect(run.findings.map((finding) => [finding.code, finding.message, finding.pages.length])).toEqual([
        ["broken-external-link", "https://example.org/privacy-guide answered HTTP 404", 7],
      ]);
    } finally {
      server.close();
    }
  });
});
