import { createRequire } from "node:module";
import type * as Yaml from "yaml";

const requireFromCli = createRequire(import.meta.url);
let loaded: typeof Yaml | undefined;

/**
 * The `yaml` package, loaded the first time a place in a file is asked for. A valid file is read
 * by js-yaml alone (read-yaml.ts), so most builds never need it: loading it with the CLI took
 * 20 ms of every start.
 */
export function yamlPackage(): typeof Yaml {
  return (loaded ??= requireFromCli("yaml") as typeof Yaml);
}
