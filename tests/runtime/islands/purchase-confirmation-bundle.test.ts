import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DEFAULT_BUDGETS } from "../../../contracts/config/check.js";
import { repoModel } from "../subscription/support.js";

describe("purchase-confirmation bundle", () => {
  it("fits the island JavaScript budget of the check config, React included", async () => {
    const model = await repoModel();
    const result = await build({
      entryPoints: ["runtime/islands/purchase-confirmation.tsx"],
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      jsx: "automatic",
      write: false,
      metafile: true,
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((file) => file.includes("zod/v4/classic"))).toEqual([]);
    expect(inputs.filter((file) => file.startsWith("node:"))).toEqual([]);
    const gzippedKb = gzipSync(result.outputFiles[0]!.contents).length / 1024;
    expect(gzippedKb).toBeLessThan((model.check.budgets ?? DEFAULT_BUDGETS).island.jsGzipKb);
  });
});
