import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { buildSite } from "../../cli/build/build.js";
import { copyFixture } from "./fixture-site.js";

/** The sound site of the check tests (tests/fixtures/check-site): it builds, and `site check` passes it. */
const CHECK_SITE = "check-site";

/** One change to a file of a site folder: the file's new text from its old one (null when there is none). */
interface Change {
  file: string;
  edit: (text: string | null) => string;
}

/** Replaces `find` in `file`; a change that no longer finds its text fails, instead of building the sound site. */
function replace(file: string, find: string, by: string): Change {
  return {
    file,
    edit: (text) => {
      if (!text?.includes(find))
        throw new Error(`check site variant: ${file} has no ${JSON.stringify(find)} to replace`);
      return text.replace(find, by);
    },
  };
}

function append(file: string, text: string): Change {
  return { file, edit: (old) => `${old ?? ""}${text}` };
}

function create(file: string, text: string): Change {
  return { file, edit: () => text };
}

interface Variant {
  /** What changes in the site's source before `site build`. */
  source: Change[];
  /** What changes in the built folder afterwards: only for a defect no build can produce. */
  output?: Change[];
}

/**
 * The check site as it is, and with one defect each, made in its source so that the real build
 * carries it into the output the way it would reach a real site.
 */
const CHECK_SITES = {
  ok: { source: [] },
  "broken-link": { source: [replace("content/en/about.md", "We are a small team.", "Meet [the team](/team).")] },
  "missing-fragment": { source: [replace("templates/pages/HomePage.tsx", 'href("/about")', 'href("/about#contact")')] },
  // In the layout every template shares, as a real site would add a tag.
  "inline-script": {
    source: [
      replace(
        "templates/components/Layout.tsx",
        "<header>",
        '<script dangerouslySetInnerHTML={{ __html: "window.analytics=true;" }} />\n      <header>',
      ),
    ],
  },
  // The same, with no layout-shift pass for the CSP check to read: it loads the pages itself.
  "inline-script-without-budgets": {
    source: [
      replace(
        "templates/components/Layout.tsx",
        "<header>",
        '<script dangerouslySetInnerHTML={{ __html: "window.analytics=true;" }} />\n      <header>',
      ),
      replace("site.yaml", "budgets: error,", "budgets: off,"),
    ],
  },
  "missing-alt": { source: [replace("templates/pages/HomePage.tsx", ' alt=""', "")] },
  "missing-translation": {
    source: [
      replace(
        "locales/de.yaml",
        "about: { title: Über uns, description: Wer wir sind. }",
        "about: { title: Über uns }",
      ),
      replace("locales/de.yaml", "  language: Sprache\n", ""),
    ],
  },
  "placeholder-mismatch": {
    source: [
      append("locales/en.yaml", 'landing:\n  plan: "{price} a year"\n  trial: Start with a {days}-day free trial.\n'),
      append(
        "locales/de.yaml",
        'landing:\n  plan: "{preis} pro Jahr"\n  trial: "Beginnen Sie mit {days} Tagen gratis."\n',
      ),
    ],
  },
  // Dark text on the dark background: only a browser rendering the dark theme sees it.
  "dark-contrast": {
    source: [
      replace(
        "site.yaml",
        'dark: { background: "#161616", surface: "#222222", text: "#eeeeee"',
        'dark: { background: "#161616", surface: "#222222", text: "#3a3a3a"',
      ),
    ],
  },
  // The about page becomes an island page whose island outweighs the island budget; home stays light.
  "over-budget": {
    source: [
      replace("site.yaml", "content: about.md }", "content: about.md, island: chart }"),
      create("runtime/islands/chart.tsx", chartIsland()),
    ],
  },
  "duplicate-output": {
    source: [],
    // Two routes cannot write one file through the build (duplicate-route, outputs-once stop it),
    // but `site check` also checks a build it did not see made: the manifest gets a second writer.
    output: [
      {
        file: "manifest.json",
        edit: (text) =>
          secondWriter(text!, "/de/about/", { route: "/ueber-uns", id: "ueber-uns", url: "/de/ueber-uns/" }),
      },
    ],
  },
} satisfies Record<string, Variant>;

export type CheckSiteName = keyof typeof CHECK_SITES;

export type BuiltSite = Awaited<ReturnType<typeof copyFixture>>;

/** A copy of the check site with the variant's defect, built into its dist/ (remove() deletes it). */
export async function buildCheckSite(name: CheckSiteName): Promise<BuiltSite> {
  const variant: Variant = CHECK_SITES[name];
  const site = await copyFixture(CHECK_SITE);
  try {
    await applyChanges(site.dir, variant.source);
    const built = await buildSite({ rootDir: site.dir, outDir: join(site.dir, "dist"), environment: "production" });
    if (!built.ok) throw new Error(`the check site "${name}" does not build: ${JSON.stringify(built.errors)}`);
    await applyChanges(join(site.dir, "dist"), variant.output ?? []);
    return site;
  } catch (error) {
    await site.remove();
    throw error;
  }
}

/**
 * Builds the named check sites before the tests of the calling file and removes them after;
 * returns the folder (holding site.yaml and dist/) of each.
 */
export function useCheckSites<const Name extends CheckSiteName>(...names: Name[]): (name: Name) => string {
  const sites = new Map<CheckSiteName, BuiltSite>();
  beforeAll(async () => {
    for (const name of names) sites.set(name, await buildCheckSite(name));
  });
  afterAll(() => Promise.all([...sites.values()].map((site) => site.remove())));
  return (name) => {
    const site = sites.get(name);
    if (!site) throw new Error(`the check site "${name}" was not built`);
    return site.dir;
  };
}

async function applyChanges(dir: string, changes: readonly Change[]): Promise<void> {
  for (const change of changes) {
    const path = join(dir, change.file);
    const text = await readFile(path, "utf8").catch(() => null);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, change.edit(text));
  }
}

/** An island whose data alone outweighs the island budget: numbers that hardly compress. */
function chartIsland(): string {
  let seed = 7;
  const points = Array.from({ length: 2000 }, () => (seed = (seed * 48271) % 2147483647) % 100000);
  return `const points = [${points.join(",")}];\nconst mount = document.querySelector("[data-island=chart]");\nif (mount) mount.textContent = String(Math.max(...points));\n`;
}

/** The manifest with a second page entry writing the file of the page at `url`. */
function secondWriter(manifestJson: string, url: string, as: { route: string; id: string; url: string }): string {
  const manifest = JSON.parse(manifestJson) as { pages: { url: string }[] };
  const page = manifest.pages.find((candidate) => candidate.url === url);
  if (!page) throw new Error(`check site variant: the manifest has no page ${url}`);
  manifest.pages.push({ ...page, ...as });
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
