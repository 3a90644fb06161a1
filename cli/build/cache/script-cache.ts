import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { z } from "zod";
import { CACHE_DIR } from "../../site-layout.js";
import { cliFingerprint } from "./fingerprint.js";
import { hashInputs, inputsUnchanged } from "./input-hashes.js";

/** Bump when what an entry means changes. */
const CACHE_FORMAT = 1;

const scriptAssetSchema = z.object({ url: z.string(), files: z.array(z.string()), eager: z.array(z.string()) });

const indexSchema = z.object({
  format: z.literal(CACHE_FORMAT),
  cli: z.string(),
  /** What the scripts were bundled for (the islands the routes name). */
  key: z.string(),
  /** Every file esbuild read, relative to the site, with a hash of its bytes. */
  inputs: z.record(z.string(), z.string()),
  /** The bundles as the bundler described them; their files sit under files/. */
  bundle: z.object({
    files: z.array(z.string()),
    main: scriptAssetSchema.nullable(),
    islands: z.array(z.tuple([z.string(), scriptAssetSchema])),
    react: z.string().nullable(),
    intlPolyfill: scriptAssetSchema.nullable(),
  }),
});

type ScriptAsset = z.infer<typeof scriptAssetSchema>;

/** The browser scripts of a build: what bundleScripts returns. */
export interface ScriptBundle {
  files: Map<string, Uint8Array>;
  main: ScriptAsset | null;
  islands: Map<string, ScriptAsset>;
  react: string | null;
  intlPolyfill: ScriptAsset | null;
}

/**
 * The browser scripts of the last build, kept while every file esbuild read for them (runtime/,
 * contracts/, the packages in node_modules) reads exactly as it did: bundling the runtime, seven
 * islands, React and the Intl data is most of an incremental build of the real site. A new CLI,
 * another set of islands, or any changed, added or missing input bundles again.
 */
export interface ScriptCache {
  lookup(key: string): ScriptBundle | null;
  /** `startedAt`: when bundling began; an input changed since then leaves the cache as it was. */
  remember(key: string, bundle: ScriptBundle, inputs: readonly string[], startedAt: number): void;
}

export function openScriptCache(rootDir: string): ScriptCache {
  const dir = join(rootDir, CACHE_DIR, "build", "scripts");
  const indexFile = join(dir, "index.json");
  const cli = cliFingerprint();
  return {
    lookup(key) {
      try {
        const index = indexSchema.parse(JSON.parse(readFileSync(indexFile, "utf8")));
        if (index.cli !== cli || index.key !== key || !inputsUnchanged(rootDir, index.inputs)) return null;
        const { bundle } = index;
        return {
          files: new Map(bundle.files.map((file) => [file, new Uint8Array(readFileSync(join(dir, "files", file)))])),
          main: bundle.main,
          islands: new Map(bundle.islands),
          react: bundle.react,
          intlPolyfill: bundle.intlPolyfill,
        };
      } catch {
        // No cache yet, one from another format, or an input that is gone: bundle again.
        return null;
      }
    },
    remember(key, bundle, inputs, startedAt) {
      const next = `${dir}.${process.pid}`;
      try {
        if (inputs.some((input) => statSync(join(rootDir, input)).mtimeMs >= startedAt)) return;
        rmSync(next, { recursive: true, force: true });
        mkdirSync(next, { recursive: true });
        for (const [file, contents] of bundle.files) {
          mkdirSync(dirname(join(next, "files", file)), { recursive: true });
          writeFileSync(join(next, "files", file), contents);
        }
        const index: z.infer<typeof indexSchema> = {
          format: CACHE_FORMAT,
          cli,
          key,
          inputs: hashInputs(rootDir, inputs),
          bundle: { files: [...bundle.files.keys()], main: bundle.main, islands: [...bundle.islands], react: bundle.react, intlPolyfill: bundle.intlPolyfill },
        };
        writeFileSync(join(next, "index.json"), JSON.stringify(index));
        rmSync(dir, { recursive: true, force: true });
        renameSync(next, dir);
      } catch {
        // A cache that cannot be written only means the next build bundles again.
        rmSync(next, { recursive: true, force: true });
      }
    },
  };
}
