#!/usr/bin/env node
// The CLI is written in TypeScript and compiled once (npm's prepare step, or `npm run compile`)
// so that every run starts in milliseconds instead of paying for a TypeScript loader.
import { existsSync } from "node:fs";
import module from "node:module";
import { fileURLToPath } from "node:url";
import { isSupportedNode, unsupportedNodeMessage } from "./node-support.mjs";

if (!isSupportedNode(process.version) && !process.env.SITE_ANY_NODE) {
  console.error(unsupportedNodeMessage(process.version));
  process.exit(2);
}

// Node 22.1 and later keep the compiled code of the CLI's modules on disk between runs.
module.enableCompileCache?.();

// React's development build is several times slower at rendering; templates render for production.
process.env.NODE_ENV ??= "production";

const compiled = fileURLToPath(new URL("../lib/cli.mjs", import.meta.url));
if (!existsSync(compiled)) {
  console.error("site: the CLI is not compiled yet. Run `npm install` (or `npm run compile`) first.");
  process.exit(2);
}
await import(compiled);
