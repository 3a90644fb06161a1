import type { BuildOptions, BuildResult, SameShape } from "esbuild";

/**
 * esbuild's `build`, loaded the first time something is bundled: loading esbuild takes about
 * 60 ms, and a build whose bundles and templates all come from the cache never needs it.
 */
export async function esbuild<Options extends BuildOptions>(
  options: SameShape<BuildOptions, Options>,
): Promise<BuildResult<Options>> {
  const { build } = await import("esbuild");
  return build(options);
}
