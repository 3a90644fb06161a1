// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { ArticlePage } from "../../../templates/pages/ArticlePage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

const html = '<p>Intro</p><h2 id="one">One &amp; only</h2><p>a</p><h2 id="two">Two</h2><p>b</p>';

describe("ArticlePage", () => {
  it("puts the Markdown under the front matter's title and description", () => {
    const { document } = render(
      ArticlePage,
      fakeProps(model, "how-we-work", {
        content: {
          html,
          data: { title: "Working together", description: "How the team works." },
          file: "content/en/how-we-work.md",
        },
      }),
    );
    expect(text(document.querySelector("h1"))).toBe("Working together");
    expect(text(document.querySelector(".page-intro__lead"))).toBe("How the team works.");
    expect(text(document.querySelector(".prose h2"))).toBe("One & only");
  });

  it("falls back to the page's messages when front matter has no title", () => {
    const { document } = render(
      ArticlePage,
      fakeProps(model, "how-we-work", { content: { html, data: {}, file: "content/en/how-we-work.md" } }),
    );
    expect(text(document.querySelector("h1"))).toBe("How we work");
  });

  it("adds a table of contents of the sections only when front matter asks for one", () => {
    const withToc = render(
      ArticlePage,
      fakeProps(model, "how-we-work", { content: { html, data: { toc: true }, file: "content/en/how-we-work.md" } }),
    ).document;
    expect([...withToc.querySelectorAll(".toc a")].map((link) => [text(link), link.getAttribute("href")])).toEqual([
      ["One & only", "#one"],
      ["Two", "#two"],
    ]);
    const without = render(
      ArticlePage,
      fakeProps(model, "how-we-work", { content: { html, data: {}, file: "content/en/how-we-work.md" } }),
    ).document;
    expect(without.querySelector(".toc")).toBeNull();
  });

  it("shows the figures its route's data names, with their values from site.yaml", () => {
    const content = { html, data: {}, file: "content/en/about.md" };
    const about = render(
      ArticlePage,
      fakeProps(model, "about", { content, site: (site) => ({ ...site, stats: { ...site.stats, teamSize: 412 } }) }),
    ).document;
    const team = [...about.querySelectorAll(".stat-figures__item")].find(
      (item) => text(item.querySelector("dt")) === "People on the Quietly team",
    );
    expect(text(team?.querySelector("dd") ?? null)).toBe("412");
    const howWeWork = render(ArticlePage, fakeProps(model, "how-we-work", { content })).document;
    expect(howWeWork.querySelector(".stat-figures")).toBeNull();
  });
});
