import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { htmlValidator } from "../../../../cli/check/checks/html-rules.js";
import { SearchForm } from "../../../../templates/components/SearchForm.js";
import { REPO_ROOT } from "../../../helpers/fixture-site.js";
import { fakeProps, loadRealSite } from "../../../templates/fake-props.js";

const validate = htmlValidator();
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Search</title><meta name="description" content="Search the web"></head>` +
  `<body><main><h1>Search</h1>${body}</main></body></html>`;
const findings = (body: string) =>
  validate(page(body), "page.html").map((message) => `${message.ruleId}: ${message.message}`);

/** The home page's search form as the build renders it, and as it was with type=search. */
let searchForm: string;
const oldSearchForm = () => searchForm.replace('type="text"', 'type="search"');
beforeAll(async () => {
  const props = fakeProps(await loadRealSite(), "home");
  searchForm = renderToStaticMarkup(createElement(SearchForm, { t: props.t, site: props.site }));
});

describe("html rules: an ARIA combobox on <input>", () => {
  it("passes the search form as rendered, and fails it with the old type=search", () => {
    expect(searchForm).toContain('type="text"');
    expect(findings(searchForm)).toEqual([]);
    expect(findings(oldSearchForm())).toEqual([
      'site/input-combobox: role="combobox" is not allowed on <input type="search">: a combobox you type in is <input type="text" role="combobox">',
    ]);
  });

  it("gives the Nu HTML Checker's verdict on both forms", async () => {
    const dist = await mkdtemp(join(tmpdir(), "nu-combobox-"));
    try {
      await mkdir(join(dist, "old"));
      await mkdir(join(dist, "new"));
      await writeFile(join(dist, "old", "index.html"), page(oldSearchForm()));
      await writeFile(join(dist, "new", "index.html"), page(searchForm));
      const nu = spawnSync(process.execPath, [join(REPO_ROOT, "scripts/validate-nu.mjs"), "--dist", dist], {
        encoding: "utf8",
      });
      expect(nu.stderr).toBe("");
      expect(nu.status).toBe(1);
      const reported = nu.stdout
        .split("\n")
        .filter((line) => /^ {4}\S+\.html:/.test(line))
        .map((line) => line.trim().split(":")[0]);
      expect([...new Set(reported)]).toEqual(["old/index.html"]);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  }, 60_000);

  /**
   * Inputs and whether the Nu HTML Checker (vnu 26.9.27, `npx vnu --errors-only`) reports an error
   * about the combobox role or aria-expanded on them; the rule must say the same.
   */
  const NU_VERDICTS: [attributes: string, nu: "valid" | "error"][] = [
    ['type="text" role="combobox" aria-expanded="false"', "valid"],
    ['role="combobox" aria-expanded="true"', "valid"],
    ['type="TEXT" role="combobox" aria-expanded="false"', "valid"],
    ['type="text" list="words" role="combobox" aria-expanded="false"', "valid"],
    ['type="url" list="words" role="combobox" aria-expanded="false"', "valid"],
    ['type="email" list="words" aria-expanded="false"', "valid"],
    ['type="tel" list="words"', "valid"],
    ['type="button" value="Open" role="combobox" aria-expanded="false"', "valid"],
    ['type="checkbox" aria-expanded="false"', "valid"],
    ['type="search"', "valid"],
    ['type="search" role="combobox" aria-expanded="false"', "error"],
    ['type="search" role="combobox"', "error"],
    ['type="search" aria-expanded="false"', "error"],
    ['type="search" list="words" aria-expanded="false"', "error"],
    ['type="search" role="searchbox" aria-expanded="true"', "error"],
    ['type="text" aria-expanded="false"', "error"],
    ['type="text" list="words" aria-expanded="false"', "error"],
    ['type="text" role="combobox"', "error"],
    ['type="text" role="textbox" aria-expanded="false"', "error"],
    ['type="email" role="combobox" aria-expanded="false"', "error"],
    ['type="email" list="words" role="combobox"', "error"],
    ['type="number" role="combobox" aria-expanded="false"', "error"],
    ['type="password" role="combobox" aria-expanded="false"', "error"],
    ['type="checkbox" role="combobox"', "error"],
    ['type="date" role="combobox" aria-expanded="false"', "error"],
  ];

  it.each(NU_VERDICTS)("<input %s> is %s", (attributes, nu) => {
    const body = `<label for="q">Search</label><input id="q" name="q" ${attributes}><datalist id="words"><option value="privacy"></option></datalist>`;
    const reported = findings(body).filter((finding) => finding.startsWith("site/input-combobox:"));
    expect(reported).toHaveLength(nu === "error" ? 1 : 0);
  });
});
