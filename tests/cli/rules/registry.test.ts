import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Experiment, Route, SiteConfig } from "../../../contracts/config/index.js";
import { loadConfig, loadSite } from "../../../cli/config/load.js";
import { runRules, violationToError } from "../../../cli/rules/registry.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";
import { parseCatalogue } from "../../../cli/content/messages.js";

const loaded = await loadSite(REPO_ROOT);
if (!loaded.ok) throw new Error("the repository's site must load");
const site = loaded.value;
const english: ReadonlySet<string> = new Set(
  Object.keys(parseCatalogue("locales/en.yaml", readFileSync(join(REPO_ROOT, "locales/en.yaml"), "utf8")).messages),
);

const route = (path: string, extra: Partial<Route> = {}): Route => ({
  path,
  id: path.replace(/\W/g, "") || "home",
  template: "article",
  theme: "default",
  specificPurpose: false,
  legal: false,
  ...extra,
});
const experiment = (name: string, extra: Partial<Experiment> = {}): Experiment => ({
  name,
  description: name,
  variants: ["control", "b"],
  allocation: 0.5,
  ...extra,
});
const withRoutes = (routes: Route[]): SiteConfig => ({
  ...site,
  routes,
  links: { menu: [], footer: [] },
  collections: {},
});
const withExperiments = (experiments: Experiment[]): SiteConfig => ({
  ...site,
  runtime: { ...site.runtime, experiments },
});
const codes = (violations: { code: string }[]) => violations.map((violation) => violation.code);

describe("the rule registry", () => {
  it("finds nothing wrong with the repository's site, whatever it is given", () => {
    const collections = Object.values(site.collections);
    const templates = [
      ...new Set([...site.routes.map((r) => r.template), ...collections.flatMap((c) => [c.template, c.listTemplate])]),
      "not-found",
    ];
    const islands = new Set(site.routes.flatMap((r) => (r.island ? [r.island] : [])));
    const content = new Set([...site.routes, ...collections].flatMap((r) => (r.content ? [`en/${r.content}`] : [])));
    expect(
      runRules({
        config: site,
        templates,
        islands,
        content,
        messages: english,
        outputs: [],
        experimentReferences: [
          { reference: "subscriptionpromo:banner", page: "/en/", source: "templates/pages/HomePage.tsx" },
        ],
      }),
    ).toEqual([]);
  });

  it("runs each rule once in a build: when the last fact it needs is learnt", () => {
    const config = withRoutes([route("/a", { template: "landng" })]);
    expect(runRules({ config }, "config")).toEqual([]);
    expect(codes(runRules({ config, templates: ["article", "not-found"] }, "templates"))).toEqual(["unknown-template"]);
    expect(runRules({ config, templates: ["article", "not-found"] }, "islands")).toEqual([]);
  });

  it("names a route whose template is not exported, and a missing not-found template", () => {
    const violations = runRules(
      { config: withRoutes([route("/a"), route("/b", { template: "landng" })]), templates: ["article", "landing"] },
      "templates",
    );
    expect(violations).toEqual([
      {
        code: "unknown-template",
        path: ["routes", 1, "template"],
        message: 'the template "landng" is not exported by templates/index.tsx',
        hint: "templates are: article, landing",
      },
      {
        code: "unknown-template",
        file: "templates/index.tsx",
        message: 'a "not-found" template is needed for the 404 pages',
      },
    ]);
  });

  it("names an island whose entry does not exist, once however many routes name it", () => {
    const config = withRoutes([
      route("/a", { island: "chart" }),
      route("/b", { island: "chart" }),
      route("/c", { island: "ok" }),
    ]);
    expect(runRules({ config, islands: new Set(["ok"]) }, "islands")).toEqual([
      {
        code: "island-missing",
        file: "runtime/islands/chart.tsx",
        path: ["routes", 0, "island"],
        message: 'a route names the island "chart", but its entry does not exist',
        hint: "create the island component, or remove `island:` from the route",
      },
    ]);
  });

  it("needs a route's Markdown in the default locale, which the others fall back to", () => {
    const config = withRoutes([route("/a", { content: "a.md" }), route("/b", { content: "b.md" })]);
    expect(
      runRules({ config, content: new Set(["en/a.md", "de/b.md"]) }, "content").map((v) => [v.code, v.file]),
    ).toEqual([["content-missing", "content/en/b.md"]]);
  });

  it("needs each release's words in the default locale's catalogue, its changes numbered without a gap, and none for a release that is gone", () => {
    const release = (id: string) => ({ id, platform: "mac", version: "1", date_published: "2026-01-01" });
    const config: SiteConfig = {
      ...site,
      collections: {},
      releaseNotes: { feedLimit: 3, platforms: ["mac"], items: [release("mac-2"), release("mac-1")] },
    };
    const messages = new Set([
      "releases.mac-2.title",
      "releases.mac-2.summary",
      "releases.mac-2.changes.1",
      "releases.mac-2.changes.3",
      "releases.mac-1.title",
      "releases.mac-0.title",
    ]);
    expect(runRules({ config, messages }, "messages")).toEqual([
      {
        code: "release-messages-missing",
        path: ["releaseNotes", "items", 0, "id"],
        message: "releases.mac-2.changes.3 is never shown: changes are numbered 1, 2, 3… without a gap",
        hint: "write its title, a one-sentence summary and its changes under releases.mac-2 in locales/en.yaml",
      },
      {
        code: "release-messages-missing",
        path: ["releaseNotes", "items", 1, "id"],
        message: "the release mac-1 has no releases.mac-1.summary, releases.mac-1.changes.1 in locales/en.yaml",
        hint: "write its title, a one-sentence summary and its changes under releases.mac-1 in locales/en.yaml",
      },
      {
        code: "release-messages-unused",
        file: "locales/en.yaml",
        message:
          "releases.mac-0 belongs to no release of config/release-notes.yaml, so no page shows it, yet every language is asked to translate it",
        hint: "remove releases.mac-0, or add the release mac-0 to config/release-notes.yaml",
      },
    ]);
  });

  it("points a release without its words at its line in config/release-notes.yaml", async () => {
    const loadedConfig = await loadConfig(REPO_ROOT);
    if (!loadedConfig.ok) throw new Error("the repository's site must load");
    const [first, second] = site.releaseNotes!.items;
    const messages = new Set([...english].filter((key) => !key.startsWith(`releases.${second!.id}.`)));
    const errors = runRules({ config: site, messages }, "messages").map((violation) =>
      violationToError(violation, loadedConfig.value.locate),
    );
    const line =
      readFileSync(join(REPO_ROOT, "config/release-notes.yaml"), "utf8")
        .split("\n")
        .findIndex((text) => text.includes(`id: ${second!.id},`)) + 1;
    expect(first!.id).not.toBe(second!.id);
    expect(errors).toMatchObject([
      { code: "release-messages-missing", file: "config/release-notes.yaml", line, path: "releaseNotes.items[1].id" },
    ]);
  });

  it("accepts the spec's experiments: allocated, or assigned by the backend without an allocation", () => {
    const config = withExperiments([
      experiment("windowsinstaller", { variants: ["new"], allocation: 1 }),
      experiment("appbranding", { allocation: undefined, assignment: "backend" }),
      experiment("off", { allocation: 0 }),
    ]);
    expect(runRules({ config }, "config")).toEqual([]);
  });

  it("finds experiments that can never be assigned, repeat a variant, or share a name, when the site loads", () => {
    const config = withExperiments([
      experiment("a", { allocation: undefined }),
      experiment("b", { variants: ["control", "b", "control"] }),
      experiment("a"),
    ]);
    expect(runRules({ config }, "config").map((v) => [v.code, v.path])).toEqual([
      ["unassignable-experiment", ["runtime", "experiments", 0]],
      ["duplicate-variant", ["runtime", "experiments", 1, "variants"]],
      ["duplicate-experiment", ["runtime", "experiments", 2, "name"]],
    ]);
  });

  it("checks that [data-exp-show] names an experiment and one of its variants", () => {
    const config = withExperiments([experiment("promo", { variants: ["control", "banner"] })]);
    const references = ["promo:banner", "promo:tagline", "nope:control"].map((reference) => ({
      reference,
      page: "/en/",
      source: "templates/pages/HomePage.tsx",
    }));
    expect(
      runRules({ config, experimentReferences: references }, "experimentReferences").map((v) => [
        v.code,
        v.page,
        v.file,
      ]),
    ).toEqual([
      ["unknown-variant", "/en/", "templates/pages/HomePage.tsx"],
      ["unknown-experiment", "/en/", "templates/pages/HomePage.tsx"],
    ]);
  });

  it("finds two outputs written to one file", () => {
    const outputs = [
      { file: "en/a/index.html", by: "/en/a/ (route /a)" },
      { file: "en/a/index.html", by: "/en/b/ (route /b)" },
      { file: "en/c/index.html", by: "/en/c/ (route /c)" },
    ];
    expect(runRules({ config: site, outputs }, "outputs").map((v) => v.message)).toEqual([
      "2 outputs write en/a/index.html: /en/a/ (route /a), /en/b/ (route /b)",
    ]);
  });

  it("turns a violation into an error at its place in the config, or at the file it names", () => {
    const locate = (path: readonly (string | number)[]) => ({
      file: "site.yaml",
      line: 7,
      column: 15,
      path: path.join("."),
    });
    expect(
      violationToError({ code: "unknown-theme", path: ["routes", 2, "theme"], message: "m", hint: "h" }, locate),
    ).toEqual({
      code: "unknown-theme",
      file: "site.yaml",
      line: 7,
      column: 15,
      path: "routes.2.theme",
      message: "m",
      hint: "h",
    });
    expect(
      violationToError(
        { code: "island-missing", path: ["routes", 2, "island"], file: "runtime/islands/x.tsx", message: "m" },
        locate,
      ),
    ).toEqual({ code: "island-missing", file: "runtime/islands/x.tsx", path: "routes[2].island", message: "m" });
    expect(
      violationToError(
        { code: "unknown-variant", page: "/en/", file: "templates/pages/HomePage.tsx", message: "m" },
        locate,
      ),
    ).toEqual({ code: "unknown-variant", file: "templates/pages/HomePage.tsx", message: "m (on /en/)" });
  });
});
