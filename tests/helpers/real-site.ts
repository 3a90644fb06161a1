import { existsSync } from "node:fs";
import { cp, mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import type { SiteConfig } from "../../contracts/config/index.js";
import { REPO_ROOT } from "./fixture-site.js";

/**
 * The repository's site in `dir`, limited to some languages (the default one unless told) so a
 * build takes seconds: every route and island, the repository's config, templates and runtime.
 */
export async function writeTrimmedSite(dir: string, locales?: readonly string[]): Promise<void> {
  const config = parse(await readFile(join(REPO_ROOT, "site.yaml"), "utf8")) as SiteConfig & { include: string[] };
  const kept = locales ?? [config.site.defaultLocale];
  config.include = config.include.map((file) => join(REPO_ROOT, file));
  // Share previews off: no test of a trimmed site looks at them, and each would draw ~60 cards cold.
  config.include = config.include.filter((file) => !file.endsWith("config/images.yaml"));
  config.images = { ...(parse(await readFile(join(REPO_ROOT, "config/images.yaml"), "utf8")) as { images: SiteConfig["images"] }).images, sharePreviews: false };
  config.locales = config.locales.filter((locale) => kept.includes(locale.code));
  // Islands stay when their entry exists (they share chunks with main.ts, which the budget must see).
  config.routes = config.routes.map(({ island, ...route }) =>
    island && existsSync(join(REPO_ROOT, "runtime/islands", `${island}.tsx`)) ? { ...route, island } : route,
  );
  await writeFile(join(dir, "site.yaml"), stringify(config));
  for (const folder of ["templates", "contracts", "cli", "node_modules"]) {
    await symlink(join(REPO_ROOT, folder), join(dir, folder), "dir");
  }
  // The source pictures <Picture> and Markdown name, when the site has any.
  if (existsSync(join(REPO_ROOT, "images"))) await symlink(join(REPO_ROOT, "images"), join(dir, "images"), "dir");
  await shareImageCache(dir);
  // Copied, not linked: esbuild names entry points by their real path, and the build looks its
  // entries up by runtime/...; the build copies public/ into dist/ and will not copy a link.
  for (const folder of ["runtime", "public"]) await cp(join(REPO_ROOT, folder), join(dir, folder), { recursive: true });
  // Only the kept languages: the build rejects catalogues and content of languages not in site.yaml.
  await mkdir(join(dir, "locales"));
  await mkdir(join(dir, "content"));
  for (const locale of config.locales.map((entry) => entry.code)) {
    await symlink(join(REPO_ROOT, "locales", `${locale}.yaml`), join(dir, "locales", `${locale}.yaml`));
    if (existsSync(join(REPO_ROOT, "content", locale))) await symlink(join(REPO_ROOT, "content", locale), join(dir, "content", locale), "dir");
  }
}

/**
 * Lets a site in `dir` reuse the repository's converted pictures (.site-cache/images/files, named
 * by the hash of their input and settings, written by rename): converting the product pictures
 * cold takes minutes on a loaded machine, longer than a suite's set-up may.
 */
export async function shareImageCache(dir: string): Promise<void> {
  const files = join(REPO_ROOT, ".site-cache/images/files");
  await mkdir(files, { recursive: true });
  await mkdir(join(dir, ".site-cache/images"), { recursive: true });
  await symlink(files, join(dir, ".site-cache/images/files"), "dir");
}
