import { defineCheck } from "../site-check.js";

/** axe-core over rendered pages: all of it in Chromium (cli/check/browser/chromium-checks.ts), nothing over the files. */
export const accessibilityCheck = defineCheck({
  name: "accessibility",
  needs: ["chromium"],
  withoutBrowser: "browser checks skipped",
});
