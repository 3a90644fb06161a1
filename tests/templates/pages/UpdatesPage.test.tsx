// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { latestByPlatform, UpdatesPage } from "../../../templates/pages/UpdatesPage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("UpdatesPage", () => {
  it("shows each platform's newest releases, as many as the feed limit, newest first", () => {
    const notes = model.releaseNotes!;
    const { document } = render(UpdatesPage, fakeProps(model, "updates"));
    for (const platform of notes.platforms) {
      const section = document.getElementById(`updates-${platform}`);
      const shown = [...section!.querySelectorAll(".release h3")].map((heading) => text(heading));
      const expected = notes.items.filter((item) => item.platform === platform).slice(0, notes.feedLimit).map((item) => item.title);
      expect(shown, platform).toEqual(expected);
      const dates = [...section!.querySelectorAll("time")].map((time) => time.getAttribute("datetime")!);
      expect([...dates].sort().reverse(), `${platform} newest first`).toEqual(dates);
    }
  });

  it("follows the feed limit in config/release-notes.yaml", () => {
    const props = fakeProps(model, "updates", { site: (site) => ({ ...site, releaseNotes: { ...site.releaseNotes!, feedLimit: 1 } }) });
    const { document } = render(UpdatesPage, props);
    for (const platform of model.releaseNotes!.platforms) expect(document.querySelectorAll(`#updates-${platform} .release`), platform).toHaveLength(1);
    expect(text(document.querySelector(".updates__note"))).toContain("The 1 most recent");
  });

  it("dates each release in the page's language", () => {
    const first = model.releaseNotes!.items[0]!;
    const german = render(UpdatesPage, fakeProps(model, "updates", { locale: "de" })).document;
    const time = german.querySelector(`time[datetime="${first.date_published}"]`);
    expect(text(time)).toMatch(/\d+\. \p{L}+ \d{4}/u);
  });

  it("keeps the feed's order and limit per platform", () => {
    const items = [
      { id: "a-3", platform: "a", date_published: "2026-03-01" },
      { id: "b-2", platform: "b", date_published: "2026-02-01" },
      { id: "a-2", platform: "a", date_published: "2026-01-01" },
      { id: "a-1", platform: "a", date_published: "2025-12-01" },
    ].map((item) => ({ ...item, version: "1", title: item.id, summary: "s", changes: ["c"] }));
    const latest = latestByPlatform(items, ["a", "b", "c"], 2);
    expect([...latest].map(([platform, releases]) => [platform, releases.map((release) => release.id)])).toEqual([
      ["a", ["a-3", "a-2"]],
      ["b", ["b-2"]],
      ["c", []],
    ]);
  });
});
