import { describe, expect, it } from "vitest";
import type { Command } from "commander";
import { checkNames } from "../../../contracts/config/check.js";
import { checkCommand } from "../../../cli/check/command.js";
import { htmlReport } from "../../../cli/check/report/html.js";
import { colours, humanReport } from "../../../cli/check/report/human.js";
import { jsonReport } from "../../../cli/check/report/json.js";
import { runChecks } from "../../../cli/check/run.js";
import { fixtureContext } from "./fixture-context.js";
import { useCheckSites } from "../../helpers/check-sites.js";

const site = useCheckSites("over-budget", "missing-translation", "inline-script");

describe("reports", () => {
  it("draws one bar per route and measure in the HTML report, red where a route is over budget", async () => {
    const run = await runChecks(await fixtureContext(site("over-budget")), { browser: null, fetchExternal: null });
    const html = htmlReport(run, { dist: "dist", brand: "Fixture" });
    expect(html).not.toMatch(/<script/);
    const svg = html.slice(html.indexOf("<svg"), html.indexOf("</svg>"));
    expect(svg.match(/<rect /g)).toHaveLength(2 * 6);
    expect(svg.match(/fill="#c62828"/g)).toHaveLength(1);
    expect(svg).toContain("/about JS (gz): 5.8 KB of 4 KB");
    expect(html).toContain("JavaScript 5.8 KB gzipped at most, over the island page budget of 4 KB");
  });

  it("gives machines every finding and every page's weight as JSON", async () => {
    const run = await runChecks(await fixtureContext(site("missing-translation")), { browser: null, fetchExternal: null });
    const json = JSON.parse(jsonReport(run, "dist"));
    expect(json.passed).toBe(true);
    expect(json.weights).toHaveLength(4);
    expect(json.findings[0]).toMatchObject({ check: "locales", code: "missing-translation", level: "warn", items: ["nav.language", "pages.about.description"] });
  });

  it("colours only when asked to", async () => {
    const run = await runChecks(await fixtureContext(site("inline-script")), { browser: null, fetchExternal: null });
    expect(humanReport(run, "dist")).not.toContain("\u001b[");
    expect(humanReport(run, "dist", colours)).toContain("\u001b[31m✗ error\u001b[39m");
  });

  it("documents every check and how to set its severity in --help", async () => {
    let help = "";
    const command: Command = checkCommand().exitOverride().configureOutput({ writeOut: (text) => (help += text) });
    await expect(command.parseAsync(["--help"], { from: "user" })).rejects.toThrow();
    for (const name of checkNames) expect(help).toMatch(new RegExp(`^  ${name} +\\S`, "m"));
    expect(help).toContain("check:\n    severity:\n      links: error");
    expect(help).toContain("--skip-browser");
  });
});
