// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { JobsPage } from "../../../templates/pages/JobsPage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("JobsPage", () => {
  it("lists every open position of config/jobs.yaml under its team, linking to where one applies", () => {
    const { document } = render(JobsPage, fakeProps(model, "hiring"));
    const positions = model.jobs!.positions;
    const links = [...document.querySelectorAll(".position__link")];
    expect(links.map((link) => [text(link.querySelector(".position__title")), link.getAttribute("href")])).toEqual(
      model.jobs!.teams.flatMap((team) => positions.filter((position) => position.team === team).map((position) => [position.title, position.url])),
    );
    expect(text(document.querySelector("#positions-heading"))).toBe(`Open positions ${positions.length}`);
    expect(text(document.querySelector(".stat-figures dd"))).toBe(String(model.stats.teamSize));
  });

  it("says so when nothing is open", () => {
    const props = fakeProps(model, "hiring", { site: (site) => ({ ...site, jobs: { ...site.jobs!, positions: [] } }) });
    const { document } = render(JobsPage, props);
    expect(document.querySelector(".position__link")).toBeNull();
    expect(text(document.querySelector(".positions .notice"))).toContain("no open positions");
  });
});
