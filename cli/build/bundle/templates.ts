import { build, type Plugin } from "esbuild";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ComponentType } from "react";
import { fail, ok, type Result } from "../../errors.js";
import type { PageProps } from "../../../contracts/page-props.js";
import { CACHE_DIR, TEMPLATES_ENTRY } from "../../site-layout.js";
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

/** Compile templates/index.tsx into one ES module under .site-cache/ and return its path (content-addressed). */
export async function compileTemplates(rootDir: string): Promise<Result<{ file: string }>> {
  if (!existsSync(join(rootDir, TEMPLATES_ENTRY))) {
    return fail({ code: "templates-missing", file: TEMPLATES_ENTRY, message: "the templates entry was not found", hint: "create templates/index.tsx exporting `templates`, one component per template name" });
  }
  try {
    const result = await build({
      absWorkingDir: rootDir,
      entryPoints: [TEMPLATES_ENTRY],
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      target: "node20",
      jsx: "automatic",
      loader: { ".svg": "text" },
      plugins: [shareReact],
      logLevel: "silent",
    });
    const code = result.outputFiles[0]!.text;
    const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
    const dir = join(rootDir, CACHE_DIR);
    const file = join(dir, `templates-${hash}.mjs`);
    if (!existsSync(file)) {
      await mkdir(dir, { recursive: true });
      await writeFile(file, code);
    }
    return ok({ file });
  } catch (error) {
    if (isEsbuildFailure(error)) return fail(...esbuildErrors("template-compile", error.errors));
    throw error;
  }
}

const ASSET_FILE = /^assets\/[\w.-]+$/;

/**
 * The files a compiled templates module asks the build to write beside the pages: its optional
 * `assets` export, dist path -> text (templates/index.tsx: the icon sprite pages refer to).
 */
export async function importTemplateAssets(file: string): Promise<Result<Map<string, Uint8Array>>> {
  const { assets = {} } = (await import(pathToFileURL(file).href)) as { assets?: unknown };
  // Not an object at all: one unnamed entry that fails the test below.
  const entries: [string, unknown][] = assets !== null && typeof assets === "object" ? Object.entries(assets) : [["", assets]];
  const wrong = entries.find(([path, contents]) => !ASSET_FILE.test(path) || typeof contents !== "string");
  if (wrong) {
    return fail({ code: "template-assets", file: TEMPLATES_ENTRY, message: `templates/index.tsx exports \`assets\` the build cannot write${wrong[0] ? ` (${wrong[0]})` : ""}`, hint: "export an object of paths like assets/icons-AB12CD34.svg to their text" });
  }
  const encoder = new TextEncoder();
  return ok(new Map(entries.map(([path, contents]) => [path, encoder.encode(contents as string)])));
}

/** Import a compiled templates module (in the main thread or a worker). */
export async function importTemplates(file: string): Promise<Result<Templates>> {
  const module = (await import(pathToFileURL(file).href)) as { templates?: Templates };
  if (!module.templates || typeof module.templates !== "object") {
    return fail({ code: "templates-export", file: TEMPLATES_ENTRY, message: "templates/index.tsx must export `templates`: an object of components keyed by template name" });
  }
  return ok(module.templates);
}
