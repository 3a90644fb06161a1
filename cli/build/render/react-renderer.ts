import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

type React = typeof import("react");
type ReactDomServer = typeof import("react-dom/server");

const requireFromCli = createRequire(import.meta.url);

/**
 * React's renderToStaticMarkup, loaded on its own. react-dom/server loads React's streaming renderer
 * as well (300 KB the build never calls): importing it took 40 ms of every build's start, the legacy
 * renderer alone 16 ms. It is taken from where react-dom 19 keeps it, in the same flavour
 * react-dom/server picks; a react-dom that keeps it elsewhere is loaded whole.
 */
function loadRenderer(): ReactDomServer["renderToStaticMarkup"] {
  const flavour = process.env.NODE_ENV === "production" ? "production" : "development";
  const legacy = join(
    dirname(requireFromCli.resolve("react-dom/package.json")),
    "cjs",
    `react-dom-server-legacy.node.${flavour}.js`,
  );
  const server = (existsSync(legacy) ? requireFromCli(legacy) : requireFromCli("react-dom/server")) as ReactDomServer;
  return server.renderToStaticMarkup;
}

export const renderToStaticMarkup = loadRenderer();

/**
 * Required, not imported: importing a CommonJS package from an ES module makes Node scan its
 * source for the names it exports first (12 ms for React).
 */
export const { createElement } = requireFromCli("react") as React;
