import { Command } from "commander";
import { CHECK_DESCRIPTIONS, checkNames } from "../../contracts/config/check-names.js";
import type { BrowserChecks } from "./run.js";

export interface CheckOptions {
  root: string;
  skipBrowser?: boolean;
  external?: boolean;
  json?: boolean;
  report?: string;
  /** false with --no-cache: every page judged again, the kept verdicts neither read nor written. */
  cache?: boolean;
}

/** What the command touches outside itself; tests pass their own. */
export interface CheckIo {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
  setExitCode(code: 0 | 1 | 2): void;
  browser: BrowserChecks;
}

const defaultIo: CheckIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  setExitCode: (code) => {
    process.exitCode = code;
  },
  // Chromium and axe-core are loaded only when the browser checks run.
  browser: async (context, run) => (await import("./browser/chromium-checks.js")).chromiumChecks(context, run),
};

export function checkCommand(io: CheckIo = defaultIo): Command {
  return new Command("check")
    .description(
      "Prove that a built site may ship: exit 0 when no check finds an error, 1 when one does, 2 when the checks could not run",
    )
    .argument("[dir]", "the built site (what `site build` wrote)", "dist")
    .option("-C, --root <dir>", "the site folder (holding site.yaml); severities and budgets come from it", ".")
    .option("--skip-browser", "skip the checks that need Chromium (accessibility, CSP violations at load time)")
    .option("--external", "also fetch every external link (they are only listed otherwise)")
    .option("--json", "print the whole result as JSON instead of the report for people")
    .option("--report <file>", "also write a self-contained HTML report with each route's weight against its budget")
    .option("--no-cache", "validate the HTML of every page again, ignoring the verdicts kept from the last check")
    .addHelpText("after", helpText())
    .action(async (dir: string, options: CheckOptions) => {
      const { checkSite } = await import("./check-site.js");
      io.setExitCode(await checkSite(dir, options, io));
    });
}

function helpText(): string {
  const rows = checkNames.map((name) => `  ${name.padEnd(14)} ${CHECK_DESCRIPTIONS[name]}`);
  return `
Checks:
${rows.join("\n")}

HTML rules: html-validate's "standard" preset (content models, required attributes, no duplicate
ids), no references to missing ids, headings in order, labelled inputs, non-empty title and
headings, alt text, exactly one h1 and a meta description. Pages whose markup differs only in
words and locale are validated once, and each verdict is kept in .site-cache/check/ until the
markup, the site CLI or Node.js changes (--no-cache judges every page again).

The browser checks run in one Chromium: axe-core on one page per template in the default locale
and one other language, light and dark; every route of the default locale loads under the CSP of
_headers, which must report no violation.

Each check's severity is set in site.yaml (config/check.yaml in this repository):
  check:
    severity:
      links: error     # error: fails the check (exit 1); warn: reported, does not fail; off: not run
Budgets per kind of page are under check.budgets (marketing, island) in KB; paths on the site's
host that another server answers under check.links.servedElsewhere; the accessibility check's
second language under check.accessibility.otherLocale.

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 could not run (no build, bad site.yaml).

Examples:
  $ site check                         check dist/ with every check
  $ site check --skip-browser          everything but the Chromium checks (fast, for every change)
  $ site check --no-cache              judge every page's HTML again
  $ site check --json > check.json     for machines
  $ site check --report check.html     with a chart of each route's weight against its budget`;
}
