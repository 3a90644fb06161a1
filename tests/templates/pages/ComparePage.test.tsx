// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { ComparePage } from "../../../templates/pages/ComparePage.js";
import { fakeProps, loadRealSite, render, text, translatorFor } from "../fake-props.js";

const model = await loadRealSite();
const data = model.routes.find((route) => route.id === "compare-privacy")!.data as { browsers: { id: string; name: string }[]; rows: { id: string; cells: Record<string, string> }[] };

describe("ComparePage", () => {
  it("names the browsers, ours first, and asks one question a row, every answer the same way round", () => {
    const { document } = render(ComparePage, fakeProps(model, "compare-privacy"));
    expect([...document.querySelectorAll(".chart thead th")].map((cell) => text(cell))).toEqual(data.browsers.map((browser) => browser.name));
    const rows = [...document.querySelectorAll(".chart tbody tr")];
    expect(rows).toHaveLength(data.rows.length);
    rows.forEach((row, index) => {
      const cells = [...row.querySelectorAll("td")];
      // A cell says its answer in words as well as by its mark, whose shape is the answer's own.
      expect(cells.map((cell) => text(cell)), data.rows[index]!.id).toEqual(data.browsers.map((browser) => ({ yes: "Yes", partial: "In part", no: "No" })[data.rows[index]!.cells[browser.id]!]));
      expect(cells.map((cell) => cell.querySelector("use")?.getAttribute("href")?.split("#")[1])).toEqual(data.browsers.map((browser) => data.rows[index]!.cells[browser.id]));
    });
    // A check always protects: every row's question is one our browser answers yes to.
    expect(data.rows.every((row) => row.cells.quietly === "yes")).toBe(true);
    expect(text(document.querySelector(".compare__note"))).toBe("Other browsers checked on November 20, 2026, each as installed, with its default settings.");
  });

  it("reads in the page's language, the browsers' names as names", () => {
    const fallbacks = new Set<string>();
    const { document } = render(ComparePage, fakeProps(model, "compare-privacy", { locale: "ja", t: translatorFor("ja", fallbacks) }));
    expect([...fallbacks]).toEqual([]);
    expect(document.querySelector(".chart thead th")?.getAttribute("translate")).toBe("no");
    expect(text(document.querySelector(".compare__legend"))).toContain("初期設定で保護");
  });
});
