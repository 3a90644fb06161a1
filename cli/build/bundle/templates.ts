import type { Plugin } from "esbuild";
import { esbuild } from "./esbuild.js";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ComponentType } from "react";
import { fail, ok, type Result } from "../../errors.js";
import type { PageProps } from "../../../contracts/page-props.js";
import { CACHE_DIR, TEMPLATES_ENTRY } from "../../site-layout.js";
import { cliFingerprint } from "../../cli-fingerprint.js";
import { inputsUnchanged, stampInputs, type FileStamp } from "../cache/input-hashes.js";
import { esbuildErrors, isEsbuildFailure } from "./esbuild-errors.js";

export type Templates = Readonly<Record<string, ComponentType<PageProps>>>;

const requireFromCli = createRequire(import.meta.url);

/**
 * The site's templates must share the CLI's React (one instance renders them), wherever the
 * site lives: rewrite every react import to the file the CLI itself resolves.
 */
const shareReact: Plugin = {
  name: "share-react",
  setup(builder) {
    builder.onResolve({ filter: /^react(?:-dom)?(?:\/.*)?$/ }, (args) => ({
      path: pathToFileURL(requireFromCli.resolve(args.path)).href,
      external: true,
    }));
  },
};

/**
 * Compile templates/index.tsx into one ES module under .site-cache/ and return its path
 * (content-addressed). The files it was compiled from are remembered with a hash of each: while
 * they all read the same, the module is taken as it is (the build and `site check` both ask).
 */
export async function compileTemplates(rootDir: string): Promise<Result<{ file: string }>> {
  if (!existsSync(join(rootDir, TEMPLATES_ENTRY))) {
    return fail({
      code: "templates-missing",
      file: TEMPLATES_ENTRY,
      message: "the templates entry was not found",
      hint: "create templates/index.tsx exporting `templates`, one component per template name",
    });
  }
  const compiled = join(rootDir, CACHE_DIR, "templates.json");
  const known = unchanged(rootDir, compiled);
  if (known) return ok({ file: known });
  const startedAt = Date.now();
  try {
    const result = await esbuild({
      absWorkingDir: rootDir,
      entryPoints: [TEMPLATES_ENTRY],
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      target: "node22",
      jsx: "automatic",
      loader: { ".svg": "text" },
      plugins: [shareReact],
      metafile: true,
      logLevel: "silent",
    });
    const code = result.outputFiles[0]!.text;
    const dir = join(rootDir, CACHE_DIR);
    const file = join(dir, `templates-${sha256(code).slice(0, 16)}.mjs`);
    if (!existsSync(file)) {
      await mkdir(dir, { recursive: true });
      await writeFile(file, code);
      dropOldModules(dir);
    }
    await remember(rootDir, compiled, file, Object.keys(result.metafile.inputs), startedAt);
    return ok({ file });
  } catch (error) {
    if (isEsbuildFailure(error)) return fail(...esbuildErrors("template-compile", error.errors));
    throw error;
  }
}

/** Modules kept besides the newest: another process (`site dev`) may still be importing a recent one. */
const KEPT_MODULES = 3;

/** Each template edit compiles a new module (about 900 KB): keep the few newest, not every one ever made. */
function dropOldModules(dir: string): void {
  const modules = readdirSync(dir)
    .filter((name) => /^templates-[0-9a-f]{16}\.mjs$/.test(name))
    .map((name) => ({ path: join(dir, name), mtimeMs: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const old of modules.slice(KEPT_MODULES)) rmSync(old.path, { force: true });
}

/** The module compiled last time, if it is there and every file it was compiled from reads the same. */
function unchanged(rootDir: string, compiled: string): string | null {
  try {
    const last = JSON.parse(readFileSync(compiled, "utf8")) as {
      cli: string;
      file: string;
      inputs: Record<string, FileStamp>;
    };
    return last.cli === cliFingerprint() && existsSync(last.file) && inputsUnchanged(rootDir, last.inputs)
      ? last.file
      : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the files the module was compiled from. One that cannot be read (a virtual module), or
 * that changed while it compiled, leaves nothing to remember.
 */
async function remember(
  rootDir: string,
  compiled: string,
  file: string,
  inputs: string[],
  startedAt: number,
): Promise<void> {
  try {
    const stamps = stampInputs(rootDir, inputs, startedAt);
    if (!stamps) throw new Error("an input changed while the templates compiled");
    await writeFile(compiled, JSON.stringify({ cli: cliFingerprint(), file, inputs: stamps }));
  } catch {
    await rm(compiled, { force: true });
  }
}

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

const ASSET_FILE = /^assets\/[\w.-]+$/;

/**
 * The files a compiled templates module asks the build to write beside the pages: its optional
 * `assets` export, dist path -> text (templates/index.tsx: the icon sprite pages refer to).
 */
export async function importTemplateAssets(file: string): Promise<Result<Map<string, Uint8Array>>> {
  const { assets = {} } = (await import(pathToFileURL(file).href)) as { assets?: unknown };
  // Not an object at all: one unnamed entry that fails the test below.
  const entries: [string, unknown][] =
    assets !== null && typeof assets === "object" ? Object.entries(assets) : [["", assets]];
  const wrong = entries.find(([path, contents]) => !ASSET_FILE.test(path) || typeof contents !== "string");
  if (wrong) {
    return fail({
      code: "template-assets",
      file: TEMPLATES_ENTRY,
      message: `templates/index.tsx exports \`assets\` the build cannot write${wrong[0] ? ` (${wrong[0]})` : ""}`,
      hint: "export an object of paths like assets/icons-AB12CD34.svg to their text",
    });
  }
  const encoder = new TextEncoder();
  return ok(new Map(entries.map(([path, contents]) => [path, encoder.encode(contents as string)])));
}

/** Import a compiled templates module (in the main thread or a worker). */
export async function importTemplates(file: string): Promise<Result<Templates>> {
  const module = (await import(pathToFileURL(file).href)) as { templates?: Templates };
  if (!module.templates || typeof module.templates !== "object") {
    return fail({
      code: "templates-export",
      file: TEMPLATES_ENTRY,
      message: "templates/index.tsx must export `templates`: an object of components keyed by template name",
    });
  }
  return ok(module.templates);
}
