import type { BuildStage } from "../types.js";
import { bodiesAhead } from "./bodies-ahead.js";
import { bundle, compiled, templates } from "./bundle.js";
import { content } from "./content.js";
import { images, pictures } from "./images.js";
import { load } from "./load.js";
import { output, publish } from "./output.js";
import { plan } from "./plan.js";
import { render } from "./render.js";
import { renderInput } from "./render-input.js";
import { report } from "./report.js";
import { settings, share } from "./share.js";
import { threads } from "./threads.js";
import { write } from "./write.js";

/**
 * The build's stages, one line each. Each starts the moment what it needs is ready (cli/build/runner.ts),
 * whatever its place here; the place orders the timed ones in the progress line and the summary, and,
 * among stages ready at the same moment, those whose work is off this thread (offThread) start first.
 * So templates compile from the start, and the bundle is made from the moment the site is loaded,
 * both in esbuild's own process, beside content and plan; page bodies render while the bundle is
 * made; pictures and share images are encoded in libvips' threads from the plan on, and the write
 * stage waits for them.
 */
export const BUILD_STAGES: readonly BuildStage[] = [
  compiled,
  load,
  threads,
  templates,
  content,
  plan,
  settings,
  share,
  images,
  bundle,
  pictures,
  renderInput,
  bodiesAhead,
  output,
  render,
  write,
  publish,
  report,
];
