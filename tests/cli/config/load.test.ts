import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadSite } from "../../../cli/config/load.js";
import { formatError, type SiteError } from "../../../cli/errors.js";
import { REPO_ROOT } from "../../helpers/fixture-site.js";

const realSiteYaml = await readFile(join(REPO_ROOT, "site.yaml"), "utf8");

/** Load the repository's site with some files replaced, reading the rest from disk. */
function loadWith(files: Record<string, string>) {
  return loadSite(REPO_ROOT, async (path) => {
    const name = path.slice(REPO_ROOT.length + 1);
    return name in files ? files[name]! : readFile(path, "utf8");
  });
}

async function errorsOf(files: Record<string, string>): Promise<SiteError[]> {
  const result = await loadWith(files);
  if (result.ok) throw new Error("expected the load to fail");
  return result.errors;
}

/** The 1-based line and column of the n-th occurrence of `needle` in `text` (column of its first character). */
function positionOf(text: string, needle: string, occurrence = 1): { line: number; column: number } {
  let index = -1;
  for (let i = 0; i < occurrence; i++) index = text.indexOf(needle, index + 1);
  if (index < 0) throw new Error(`"${needle}" not in text`);
  const before = text.slice(0, index).split("\n");
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

describe("loadSite", () => {
  it("loads the repository's site into a frozen model with defaults applied", async () => {
    const result = await loadSite(REPO_ROOT);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.locales).toHaveLength(37);
    expect(result.value.locales.map((l) => l.code)).toEqual(expect.arrayContaining(["pt", "pt-PT"]));
    expect(result.value.locales.find((l) => l.code === "ar")?.dir).toBe("rtl");
    expect(result.value.locales.find((l) => l.code === "de")?.dir).toBe("ltr");
    expect(Object.isFrozen(result.value.routes[0])).toBe(true);
    expect(
      result.value.routes
        .filter((r) => r.specificPurpose)
        .map((r) => r.path)
        .sort(),
    ).toEqual(["/", "/app", "/mac", "/pro", "/windows"]);
  });

  it("points a wrong value at its file, line and column, with the path, expected and found", async () => {
    const broken = realSiteYaml.replace(
      "    template: theme\n",
      "    template: theme\n    specificPurpose: sometimes\n",
    );
    const [error] = await errorsOf({ "site.yaml": broken });
    expect(error).toMatchObject({
      file: "site.yaml",
      ...positionOf(broken, "sometimes"),
      path: "routes[2].specificPurpose",
      message: 'expected a boolean, found "sometimes"',
    });
    expect(formatError(error!)).toBe(
      `site.yaml:${positionOf(broken, "sometimes").line}:${positionOf(broken, "sometimes").column} routes[2].specificPurpose: expected a boolean, found "sometimes" [config-invalid]`,
    );
  });

  it("names an unknown field at the key and suggests the closest one", async () => {
    const broken = realSiteYaml.replace("  brand: Quietly", "  brnad: Quietly");
    const errors = await errorsOf({ "site.yaml": broken });
    expect(errors).toContainEqual(
      expect.objectContaining({
        path: "site.brnad",
        message: 'unknown field "brnad"',
        hint: 'did you mean "brand"?',
        ...positionOf(broken, "brnad"),
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({ path: "site.brand", message: "missing: expected a string" }),
    );
  });

  it("reports every problem in the file at once", async () => {
    const broken = realSiteYaml
      .replace('background: "#ffffff"', 'background: "#fffff"')
      .replace("  - code: de\n", "  - code: DE\n")
      .replace("    theme: mac\n", "    theme: [mac]\n");
    const errors = await errorsOf({ "site.yaml": broken });
    expect(errors.map((e) => e.path)).toEqual([
      "locales[1].code",
      "themes.default.light.background",
      "routes[3].theme",
    ]);
    expect(errors[1]).toMatchObject({
      message: 'expected a colour like #1a2b3c or #abc, found "#fffff"',
      ...positionOf(broken, '"#fffff"'),
    });
    expect(errors[2]).toMatchObject({ message: "expected a string, found a list" });
  });

  it("explains an enum with its allowed values", async () => {
    const broken = realSiteYaml.replace("    dir: rtl", "    dir: right-to-left");
    const [error] = await errorsOf({ "site.yaml": broken });
    expect(error).toMatchObject({
      path: "locales[31].dir",
      message: 'expected one of "ltr", "rtl", found "right-to-left"',
      ...positionOf(broken, "right-to-left"),
    });
  });

  it("reports YAML syntax errors with their position and a hint, before any schema check", async () => {
    const broken = realSiteYaml.replace("  defaultLocale: en\n", "  defaultLocale: en\n\tbad: tab\n");
    const errors = await errorsOf({ "site.yaml": broken });
    expect(errors[0]).toMatchObject({ code: "yaml-syntax", file: "site.yaml", line: positionOf(broken, "\tbad").line });
    expect(errors.every((e) => e.code === "yaml-syntax")).toBe(true);
  });

  it("names a key written twice at the line of its second occurrence, once", async () => {
    const broken = `${realSiteYaml}\nsite:\n  brand: Again\n`;
    const errors = await errorsOf({ "site.yaml": broken });
    const second = positionOf(broken, "\nsite:\n  brand: Again").line + 1;
    const first = positionOf(realSiteYaml, "site:\n").line;
    expect(errors.map(formatError)).toEqual([
      `site.yaml:${second}:1 site: the key "site" appears twice in this mapping (first on line ${first}) [yaml-syntax]\n    hint: a key may appear only once in the same mapping: keep one of them`,
    ]);
  });

  it("locates problems inside included files by their own name and line", async () => {
    const runtime = await readFile(join(REPO_ROOT, "config/runtime.yaml"), "utf8");
    const broken = runtime.replace(/allocation: 1\b/, "allocation: 7");
    const [error] = await errorsOf({ "config/runtime.yaml": broken });
    const at = positionOf(broken, "allocation: 7");
    expect(error).toMatchObject({
      file: "config/runtime.yaml",
      line: at.line,
      column: at.column + "allocation: ".length,
      message: "expected a number ≤ 1, found number 7",
    });
  });

  it("rejects an unknown section with a suggestion, and a section defined twice", async () => {
    const unknown = `${realSiteYaml}\nroutse: []\n`;
    expect(await errorsOf({ "site.yaml": unknown })).toContainEqual(
      expect.objectContaining({ path: "routse", message: 'unknown section "routse"', hint: 'did you mean "routes"?' }),
    );
    const twice = `${realSiteYaml}\nstats: {}\n`;
    expect(await errorsOf({ "site.yaml": twice })).toContainEqual(
      expect.objectContaining({
        code: "duplicate-section",
        file: "config/content.yaml",
        message: 'the section "stats" is also defined in site.yaml',
      }),
    );
  });

  it("names a missing include where site.yaml asks for it", async () => {
    const broken = realSiteYaml.replace("  - config/check.yaml", "  - config/chek.yaml");
    const [error] = await errorsOf({ "site.yaml": broken });
    expect(error).toMatchObject({
      code: "file-missing",
      file: "site.yaml",
      // Its place in the list, wherever the site puts it.
      path: `include[${(parse(realSiteYaml) as { include: string[] }).include.indexOf("config/check.yaml")}]`,
      message: "config/chek.yaml was not found",
      ...positionOf(broken, "config/chek.yaml"),
    });
  });

  it("checks rules across fields: a route's theme, the default locale, duplicate paths, menu and header targets", async () => {
    const broken = realSiteYaml
      .replace("    theme: legal\n", "    theme: legl\n")
      .replace("  defaultLocale: en", "  defaultLocale: eo")
      .replace("  - path: /about\n", "  - path: /updates\n")
      .replace(
        "{ label: nav.careers, href: /hiring, group: company }",
        "{ label: nav.careers, href: /hirng, group: company }",
      )
      .replace("action: { label: nav.getBrowser, href: /app,", "action: { label: nav.getBrowser, href: /ap,");
    const errors = await errorsOf({ "site.yaml": broken });
    expect(errors).toContainEqual(
      expect.objectContaining({ code: "unknown-default-locale", path: "site.defaultLocale" }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({
        code: "unknown-theme",
        message: 'the theme "legl" does not exist',
        hint: 'did you mean "legal"?',
        ...positionOf(broken, "legl"),
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({
        code: "duplicate-route",
        message: 'two routes have the path "/updates" and would write the same file',
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({
        code: "unknown-route",
        message: '"/hirng" is not a route of this site',
        hint: 'did you mean "/hiring"?',
      }),
    );
    expect(errors).toContainEqual(
      expect.objectContaining({
        code: "unknown-route",
        path: "links.action.href",
        message: '"/ap" is not a route of this site',
        ...positionOf(broken, "/ap,"),
      }),
    );
  });

  it("says where to run when site.yaml is missing", async () => {
    const result = await loadSite("/nonexistent-site");
    expect(result).toMatchObject({
      ok: false,
      errors: [{ code: "file-missing", file: "site.yaml", hint: "run `site` in the folder that holds site.yaml" }],
    });
  });
});
