import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { CACHE_DIR } from "../../site-layout.js";
import { cliFingerprint } from "../../cli-fingerprint.js";
import { inputsUnchanged, stampInputs, type FileStamp } from "./input-hashes.js";

/** Bump when what an entry means changes. */
const CACHE_FORMAT = 2;

/** What one esbuild job made: the files to write, and what the build needs to know of them (plain JSON). */
export interface BundleOutput<Meta> {
  files: Map<string, Uint8Array>;
  meta: Meta;
}

interface Index {
  format: number;
  cli: string;
  key: string;
  /** Every file esbuild read, relative to the site. */
  inputs: Record<string, FileStamp>;
  files: string[];
  meta: unknown;
}

/**
 * The browser bundles of the last build (the scripts, the boot script, the stylesheet), each kept
 * while every file esbuild read for it (runtime/, contracts/, styles, the packages in node_modules)
 * is unchanged: with them, a build whose browser code is untouched starts no esbuild at all. A new
 * CLI, another key (the islands the routes name; the CSS that site.yaml generates), or any changed,
 * added or missing input bundles again.
 */
export interface BundleCache {
  lookup<Meta>(name: string, key: string): BundleOutput<Meta> | null;
  /** `startedAt`: when bundling began; an input changed since then leaves the cache as it was. */
  remember<Meta>(
    name: string,
    key: string,
    output: BundleOutput<Meta>,
    inputs: readonly string[],
    startedAt: number,
  ): void;
}

export function openBundleCache(rootDir: string): BundleCache {
  const cli = cliFingerprint();
  const dirOf = (name: string) => join(rootDir, CACHE_DIR, "build", "bundles", name);
  return {
    lookup<Meta>(name: string, key: string) {
      const dir = dirOf(name);
      try {
        const index = JSON.parse(readFileSync(join(dir, "index.json"), "utf8")) as Index;
        if (
          index.format !== CACHE_FORMAT ||
          index.cli !== cli ||
          index.key !== key ||
          !inputsUnchanged(rootDir, index.inputs)
        )
          return null;
        return {
          files: new Map(index.files.map((file) => [file, new Uint8Array(readFileSync(join(dir, "files", file)))])),
          meta: index.meta as Meta,
        };
      } catch {
        // No cache yet, an unreadable one, or a file of it gone: bundle again.
        return null;
      }
    },
    remember(name, key, output, inputs, startedAt) {
      const dir = dirOf(name);
      const next = `${dir}.${process.pid}`;
      try {
        const stamps = stampInputs(rootDir, inputs, startedAt);
        if (!stamps) return;
        rmSync(next, { recursive: true, force: true });
        mkdirSync(next, { recursive: true });
        for (const [file, contents] of output.files) {
          mkdirSync(dirname(join(next, "files", file)), { recursive: true });
          writeFileSync(join(next, "files", file), contents);
        }
        const index: Index = {
          format: CACHE_FORMAT,
          cli,
          key,
          inputs: stamps,
          files: [...output.files.keys()],
          meta: output.meta,
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

/** The cached output of `name` for `key`, or what `make` bundles now (remembered when the cache is on). */
export async function cachedBundle<Meta>(
  cache: BundleCache | undefined,
  name: string,
  key: string,
  make: () => Promise<BundleOutput<Meta> & { inputs: string[] }>,
): Promise<BundleOutput<Meta>> {
  const cached = cache?.lookup<Meta>(name, key);
  if (cached) return cached;
  const startedAt = Date.now();
  const { inputs, ...output } = await make();
  cache?.remember(name, key, output, inputs, startedAt);
  return output;
}
