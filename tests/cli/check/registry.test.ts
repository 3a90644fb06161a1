import { describe, expect, it } from "vitest";
import { checkNames } from "../../../contracts/config/check.js";
import type { SiteModel } from "../../../cli/config/load.js";
import { SITE_CHECKS } from "../../../cli/check/registry.js";
import { humanReport } from "../../../cli/check/report/human.js";
import { jsonReport } from "../../../cli/check/report/json.js";
import { runChecks } from "../../../cli/check/run.js";
import { descriptionLength } from "../../fixtures/checks/description-length.js";
import { useCheckSites } from "../../helpers/check-sites.js";
import { fixtureContext } from "./fixture-context.js";

const site = useCheckSites("inline-script");

/** site.yaml's schema knows only the built-in checks; a registered one is set off the same way. */
const withSeverity = (model: SiteModel, severity: Record<string, string>): SiteModel =>
  ({ ...model, check: { ...model.check, severity: { ...model.check.severity, ...severity } } }) as SiteModel;

describe("a check added to site check: one module and one registration", () => {
  it("has every check site.yaml can set registered, in the order the report lists them", () => {
    expect(SITE_CHECKS.map((check) => check.name)).toEqual(checkNames);
  });

  it("reports its findings after those of the checks registered before it, and is timed with them", async () => {
    const context = await fixtureContext(site("inline-script"));
    const run = await runChecks(context, {
      browser: null,
      fetchExternal: null,
      checks: [...SITE_CHECKS, descriptionLength(10)],
    });

    const added = run.findings.filter((finding) => finding.check === "description-length");
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ level: "warn", message: "the meta description is longer than 10 characters" });
    expect(new Set(added[0]!.pages)).toEqual(new Set(context.dist.pages.map((page) => page.meta.url)));
    expect(run.warnings).toBe(1);

    const text = humanReport(run, "dist").split("\n");
    const security = text.findIndex((line) => line.startsWith("security: 1 error"));
    const own = text.indexOf("description-length: 0 errors, 1 warning");
    expect(security).toBeGreaterThan(-1);
    expect(own).toBeGreaterThan(security);
    expect(JSON.parse(jsonReport(run, "dist")).findings.map((finding: { check: string }) => finding.check)).toEqual([
      "security",
      "description-length",
    ]);

    expect(Object.keys(run.durations)).toEqual([
      "links",
      "html",
      "budgets",
      "security",
      "locales",
      "completeness",
      "config",
      "description-length",
    ]);
    expect(run.durations["description-length"]).toBeGreaterThanOrEqual(0);
  });

  it("hands back what it carries beside its findings, typed by its name", async () => {
    const check = descriptionLength(10);
    const outcome = await check.run!(await fixtureContext(site("inline-script")), {
      fetchExternal: null,
      time: (_, work) => work(),
    });
    expect(outcome.longest).toBeGreaterThan(10);
  });

  it("is not run when set to off, and the report says so", async () => {
    const context = await fixtureContext(site("inline-script"));
    const run = await runChecks(
      { ...context, model: withSeverity(context.model, { "description-length": "off" }) },
      { browser: null, fetchExternal: null, checks: [...SITE_CHECKS, descriptionLength(10)] },
    );
    expect(run.findings.map((finding) => finding.check)).toEqual(["security"]);
    expect(run.durations["description-length"]).toBeUndefined();
    expect(run.skipped).toContainEqual({ check: "description-length", reason: "off in site.yaml" });
    expect(humanReport(run, "dist")).toContain("skipped description-length: off in site.yaml");
  });
});
