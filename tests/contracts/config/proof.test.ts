import { describe, expect, it } from "vitest";
import { proofSchema } from "../../../contracts/config/proof.js";
import { loadRealSite } from "../../templates/fake-props.js";

const model = await loadRealSite();
const valid = model.proof!;
const issues = (proof: unknown) => {
  const result = proofSchema.safeParse(proof);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("config/proof.yaml", () => {
  it("is loaded with the site, every outlet and auditor in it made up and marked so", () => {
    expect(valid.quotes.length).toBeGreaterThan(0);
    expect([...valid.quotes, ...valid.audits].every((entry) => entry.fictional)).toBe(true);
  });

  it("puts no words in a real publication's mouth without the address of what it published", () => {
    const real = { ...valid.quotes[0]!, fictional: false };
    expect(issues({ ...valid, quotes: [real] })).toEqual(["quotes.0.url: a real publication or auditor needs the url of what it published (or fictional: true for a made-up one)"]);
    expect(issues({ ...valid, quotes: [{ ...real, url: "https://news.example/review" }] })).toEqual([]);
    expect(issues({ ...valid, audits: [{ ...valid.audits[0]!, fictional: false }] })).toEqual(["audits.0.url: a real publication or auditor needs the url of what it published (or fictional: true for a made-up one)"]);
  });

  it("requires the source and date of every figure of the stats section", () => {
    const { monthlySearches: _dropped, ...rest } = valid.statSources;
    expect(issues({ ...valid, statSources: rest })).toEqual(["statSources.monthlySearches: Invalid input: expected object, received undefined"]);
    expect(issues({ ...valid, statSources: { ...valid.statSources, teamSize: { source: "proof.sources.staff" } } })).toEqual(["statSources.teamSize.date: Invalid input: expected string, received undefined"]);
    expect(Object.keys(valid.statSources).sort()).toEqual(Object.keys(model.stats).sort());
  });

  it("requires a date on every quote and audit", () => {
    const { date: _date, ...undated } = valid.quotes[0]!;
    expect(issues({ ...valid, quotes: [undated] })).toEqual(["quotes.0.date: Invalid input: expected string, received undefined"]);
  });
});
