import { SITE_FILE } from "../site-layout.js";
import { readYaml, type YamlSource } from "../yaml/read-yaml.js";
import { formatPath } from "../describe-issue.js";
import type { ConfigInputs, ConfigLocator } from "./load.js";

// Apart from load.ts, which builds the config schemas: a build whose model comes from the input
// cache needs what is here and not those.

/**
 * A locator for a model read before (the build's input cache): each file is read and parsed for
 * its places the first time a problem in it is located.
 */
export function lazyLocator(inputs: ConfigInputs): ConfigLocator {
  const parsed = new Map<string, YamlSource>();
  const sourceOf = (section: string) => {
    const file = inputs.sections[section] ?? SITE_FILE;
    let source = parsed.get(file);
    if (!source) {
      source = readYaml(file, inputs.files[file] ?? "");
      parsed.set(file, source);
    }
    return source;
  };
  return locatorOf(sourceOf);
}

/** Locates a config path in the file its section was written in. */
export function locatorOf(sourceOf: (section: string) => YamlSource): ConfigLocator {
  return (path) => {
    const source = sourceOf(String(path[0]));
    return { file: source.file, ...source.locate(path), path: formatPath(path) };
  };
}

/** The model is shared by every stage and thread: nothing may change it after loading. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
