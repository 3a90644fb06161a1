import { describe, expect, it } from "vitest";
import { duplicateFileRules, experimentReferenceRules, experimentRules, outputPathRules, routeTemplateRules, routeThemeRules } from "../../../../cli/check/checks/config.js";
import type { SiteConfig } from "../../../../contracts/config/index.js";

type Route = SiteConfig["routes"][number];
type Experiment = SiteConfig["runtime"]["experiments"][number];

const route = (path: string, extra: Partial<Route> = {}): Route => ({ path, id: path.replace(/\W/g, "") || "home", template: "article", theme: "default", specificPurpose: false, legal: false, ...extra });
const experiment = (name: string, extra: Partial<Experiment> = {}): Experiment => ({ name, description: name, variants: ["control", "b"], allocation: 0.5, ...extra });

describe("config rules", () => {
  it("names a route whose theme does not exist, and accepts one that does", () => {
    const themes = { default: {}, pro: {} } as SiteConfig["themes"];
    expect(routeThemeRules({ routes: [route("/a", { theme: "pro" }), route("/b", { theme: "legl" })], themes })).toEqual([
      { code: "unknown-theme", path: "routes[1].theme", message: 'route /b uses the theme "legl", which site.yaml does not define', hint: "themes are: default, pro" },
    ]);
  });

  it("names a route whose template templates/index.tsx does not export, and a missing not-found template", () => {
    const violations = routeTemplateRules([route("/a"), route("/b", { template: "landng" })], ["article", "landing"]);
    expect(violations.map((violation) => `${violation.path}: ${violation.message}`)).toEqual([
      'routes[1].template: route /b uses the template "landng", which templates/index.tsx does not export',
      'templates: templates/index.tsx does not export "not-found", which renders the 404 pages',
    ]);
  });

  it("accepts the spec's experiments: allocated, or assigned by the backend without an allocation", () => {
    expect(experimentRules([experiment("windowsinstaller", { variants: ["new"], allocation: 1 }), experiment("appbranding", { allocation: undefined, assignment: "backend" }), experiment("off", { allocation: 0 })])).toEqual([]);
  });

  it("finds experiments that can never be assigned, repeat a variant, or share a name", () => {
    const violations = experimentRules([experiment("a", { allocation: undefined }), experiment("b", { variants: ["control", "b", "control"] }), experiment("a")]);
    expect(violations.map((violation) => [violation.code, violation.path])).toEqual([
      ["unassignable-experiment", "runtime.experiments[0]"],
      ["duplicate-variant", "runtime.experiments[1].variants"],
      ["duplicate-experiment", "runtime.experiments[2].name"],
    ]);
  });

  it("finds two routes that write the same file", () => {
    const locales = [{ code: "en", name: "English", dir: "ltr" as const }];
    expect(outputPathRules({ routes: [route("/a"), route("/b"), route("/a", { id: "again" })], locales })).toEqual([
      { code: "duplicate-output", path: "routes[2].path", message: "routes[0] and routes[2] (/a) both write {locale}/a/index.html", hint: "give each route its own path" },
    ]);
  });

  it("finds two manifest pages with one output file", () => {
    const pages = [
      { file: "en/a/index.html", url: "/en/a/", route: "/a" },
      { file: "en/a/index.html", url: "/en/b/", route: "/b" },
      { file: "en/c/index.html", url: "/en/c/", route: "/c" },
    ];
    expect(duplicateFileRules(pages).map((violation) => violation.message)).toEqual(["2 pages write en/a/index.html: /en/a/ (route /a), /en/b/ (route /b)"]);
  });

  it("checks that [data-exp-show] names an experiment and one of its variants", () => {
    const experiments = [experiment("promo", { variants: ["control", "banner"] })];
    expect(experimentReferenceRules(["promo:banner", "promo:tagline", "nope:control"], experiments).map((violation) => violation.code)).toEqual(["unknown-variant", "unknown-experiment"]);
  });
});
