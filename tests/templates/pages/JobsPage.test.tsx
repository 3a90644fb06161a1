// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { JobsPage } from "../../../templates/pages/JobsPage.js";
import { fakeProps, loadCatalogue, loadRealSite, render, text, translatorFor } from "../fake-props.js";

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
      model.jobs!.teams.flatMap((team) =>
        positions.filter((position) => position.team === team).map((position) => [position.title, position.url]),
      ),
    );
    expect(text(document.querySelector("#positions-heading"))).toBe(`Open positions ${positions.length}`);
    expect(text(document.querySelector(".stat-figures dd"))).toBe(String(model.stats.teamSize));
  });

  it("keeps job titles in English, marked as English and as not to be translated, and says why in the visitor's language", () => {
    const { document } = render(
      JobsPage,
      fakeProps(model, "hiring", { locale: "de", t: translatorFor("de", new Set()) }),
    );
    const titles = [...document.querySelectorAll(".position__title")];
    expect(titles.map((title) => text(title))).toEqual(
      model.jobs!.teams.flatMap((team) =>
        model.jobs!.positions.filter((position) => position.team === team).map((position) => position.title),
      ),
    );
    for (const title of titles)
      expect([title.getAttribute("lang"), title.getAttribute("dir"), title.getAttribute("translate")]).toEqual([
        "en",
        "ltr",
        "no",
      ]);
    expect(text(document.querySelector(".positions__note"))).toBe(loadCatalogue("de").get("jobs.inEnglish"));
  });

  it("needs no note about the language on the English page", () => {
    const { document } = render(JobsPage, fakeProps(model, "hiring"));
    expect(document.querySelector(".positions__note")).toBeNull();
    expect(document.querySelector(".position__title")?.hasAttribute("lang")).toBe(false);
  });

  it("says so when nothing is open", () => {
    const props = fakeProps(model, "hiring", { site: (site) => ({ ...site, jobs: { ...site.jobs!, positions: [] } }) });
    const { document } = render(JobsPage, props);
    expect(document.querySelector(".position__link")).toBeNull();
    expect(text(document.querySelector(".positions .notice"))).toContain("no open positions");
  });
});
