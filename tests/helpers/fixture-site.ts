import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";

export const REPO_ROOT = resolve(import.meta.dirname, "../..");
const FIXTURES = join(REPO_ROOT, "tests/fixtures");

/**
 * A private, writable copy of a fixture site in a temporary folder, so tests can break files and
 * build in parallel. Includes of the repo's config/ are made absolute and node_modules is linked.
 */
export async function copyFixture(name: string): Promise<{ dir: string; write(file: string, text: string): Promise<void>; read(file: string): Promise<string>; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `site-${name}-`));
  await cp(join(FIXTURES, name), dir, { recursive: true, filter: (src) => !/[\\/](dist|\.site-cache)$/.test(src) });
  const siteYaml = join(dir, "site.yaml");
  const text = await readFile(siteYaml, "utf8");
  await writeFile(siteYaml, text.replaceAll("../../../config/", `${join(REPO_ROOT, "config")}/`));
  await symlink(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  await pointImportsAtRepo(join(FIXTURES, name), dir);
  return {
    dir,
    write: (file, contents) => writeFile(join(dir, file), contents),
    read: (file) => readFile(join(dir, file), "utf8"),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * A fixture's templates may import the repository's own components (the real <Picture>) by a
 * path relative to where the fixture lives: in the copy, such a path is made absolute.
 */
async function pointImportsAtRepo(original: string, copy: string): Promise<void> {
  const templates = join(copy, "templates");
  let entries;
  try {
    entries = await readdir(templates, { recursive: true, withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.filter((candidate) => candidate.isFile() && /\.tsx?$/.test(candidate.name))) {
    const file = join(entry.parentPath, entry.name);
    const from = dirname(join(original, relative(copy, file)));
    const text = await readFile(file, "utf8");
    const rewritten = text.replace(/(from\s+")(\.\.\/[^"]+)"/g, (whole, head: string, path: string) => {
      const target = resolve(from, path);
      return relative(original, target).startsWith("..") ? `${head}${target}"` : whole;
    });
    if (rewritten !== text) await writeFile(file, rewritten);
  }
}
