import { checkCommand, type CheckIo } from "../../../cli/check/command.js";
import type { BrowserChecks } from "../../../cli/check/run.js";

export interface CheckResult {
  code: number | null;
  out: string;
  err: string;
  /** The report without its timing line, which changes from run to run. */
  lines: string[];
}

const noBrowser: BrowserChecks = () => Promise.reject(new Error("this test runs with --skip-browser"));

/** `site check DIR --root ROOT ...args`, in process, with its output and exit code captured. */
export async function siteCheck(
  root: string,
  args: string[] = ["--skip-browser"],
  browser: BrowserChecks = noBrowser,
  dir = "dist",
): Promise<CheckResult> {
  let out = "";
  let err = "";
  let code: number | null = null;
  const io: CheckIo = {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (err += text) },
    env: {},
    setExitCode: (value) => {
      code = value;
    },
    browser,
  };
  await checkCommand(io).parseAsync([dir, "--root", root, ...args], { from: "user" });
  return { code, out, err, lines: out.split("\n").filter((line) => !line.startsWith("took ")) };
}
