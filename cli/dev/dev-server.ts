import { watch } from "chokidar";
import { readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { prepareSite, produceSite, type Prepared } from "../build/build.js";
import { replan, rerender } from "../build/rebuild.js";
import { CACHE_DIR } from "../site-layout.js";
import { formatError, type SiteError } from "../errors.js";
import { liveReloadHub } from "./live-reload.js";
import { newsletterForward } from "./newsletter-forward.js";
import { startStaticServer, type PathHandler } from "./static-server.js";
import { classifyChange } from "./incremental.js";
import type { ServerResponse } from "node:http";

const SETTLE_MS = 8;
const RECHECK_MS = 150;

const modifiedAt = (file: string) =>
  stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  );

const DEV_OUT_DIR = `${CACHE_DIR}/dev`;
/** What the watcher looks at: everything a page is made of. */
const WATCHED = ["site.yaml", "config", "content", "locales", "templates", "runtime", "public"];

export interface DevServerOptions {
  rootDir: string;
  port: number;
  host?: string;
  log: (line: string) => void;
  /** The emulator's address once it runs: `site dev` answers the newsletter endpoint through it. */
  emulatorUrl?: () => string | null;
}

/** What one handled change did: how long it took, the pages it wrote again (null: the whole site), its errors. */
interface DevUpdate {
  ms: number;
  files: string[] | null;
  errors: SiteError[];
}

export interface DevServer {
  url: string;
  outDir: string;
  /**
   * Resolves after the next change whose handling began after this call (for tests and scripts):
   * called once a file is written, the update it resolves with has read that file, not one a
   * change from before was still working on.
   */
  nextUpdate(): Promise<DevUpdate>;
  close(): Promise<void>;
}

/**
 * Build once, serve the result on loopback, and on every change rebuild only what it touches:
 * a Markdown file re-renders the pages that show it, a message catalogue its locale's pages,
 * anything else the whole site. Open tabs reload; a broken file shows its error and keeps the
 * last good pages.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const outDir = join(options.rootDir, DEV_OUT_DIR);
  // Drafts and entries dated later are shown, marked, so their authors can see them.
  const preview = () => ({ now: Date.now(), preview: true });
  const first = await prepareSite(options.rootDir, "local", { schedule: preview() });
  if (!first.ok) throw new DevBuildError(first.errors);
  let prepared: Prepared = first.value;
  const built = await produceSite(prepared, { outDir, workers: 1 });
  if (!built.ok) throw new DevBuildError(built.errors);
  options.log(`Built ${built.value.pages} pages in ${Math.round(built.value.totalMs)} ms`);

  const hub = liveReloadHub();
  const newsletter = newsletterForward(options.emulatorUrl ?? (() => null), options.log);
  // Pixels and usage events go to the main host, which does not run here: they are answered as it
  // would (204), so the console shows the page's real problems instead of a 404 per beacon.
  const beacon = async (_request: unknown, response: ServerResponse) =>
    void response.writeHead(204, { "cache-control": "no-store" }).end();
  const { pixels, usageEvents, endpoints } = prepared.model.runtime;
  const handlers = new Map<string, PathHandler>([
    [endpoints.newsletter, newsletter],
    [pixels.path, beacon],
    [usageEvents.path, beacon],
  ]);
  const server = await startStaticServer({ dir: outDir, port: options.port, host: options.host, hub, handlers });
  const waiters: { since: number; resolve: (update: DevUpdate) => void }[] = [];
  /** Answers the waiters that asked before this update's handling began: it read what they wrote. */
  const settle = (update: DevUpdate, started: number) => {
    for (const waiter of waiters.filter((candidate) => candidate.since <= started)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(update);
    }
  };

  let queue = Promise.resolve();
  // An editor's save can arrive as a truncate then a write, and chokidar drops the write's event
  // when it follows within some tens of milliseconds. Each file settles briefly before it is read,
  // and is looked at once more a little later: if it changed since it was read, it is handled again.
  const timers = new Map<string, NodeJS.Timeout>();
  const rechecks = new Set<NodeJS.Timeout>();
  const recheck = (absolute: string, readAt: number | null) => {
    const timer = setTimeout(() => {
      rechecks.delete(timer);
      void modifiedAt(absolute).then((now) => now !== readAt && schedule(absolute));
    }, RECHECK_MS);
    rechecks.add(timer);
  };
  let closed = false;
  const schedule = (absolute: string) => {
    if (closed) return;
    clearTimeout(timers.get(absolute));
    timers.set(
      absolute,
      setTimeout(() => {
        timers.delete(absolute);
        handle(absolute);
      }, SETTLE_MS),
    );
  };
  const handle = (absolute: string) => {
    queue = queue.then(async () => {
      const started = performance.now();
      const change = classifyChange(
        options.rootDir,
        absolute,
        prepared.model.locales.map((l) => l.code),
      );
      if (change.kind === "ignore") return;
      let files: string[] | null = null;
      let errors: SiteError[] = [];
      const readAt = await modifiedAt(absolute);
      if (change.kind === "full") {
        const next = await prepareSite(options.rootDir, "local", { schedule: preview() });
        const written = next.ok ? await produceSite(next.value, { outDir, workers: "auto" }) : next;
        if (next.ok && written.ok) {
          prepared = next.value;
          server.refreshHeaders();
        } else errors = written.ok ? [] : written.errors;
      } else {
        const text = await readFile(absolute, "utf8").catch(() => null);
        const replanned = replan(prepared, { ...change, text });
        if (replanned.ok) {
          prepared = replanned.value.prepared;
          files = rerender(prepared, replanned.value, outDir);
        } else errors = replanned.errors;
      }
      const ms = performance.now() - started;
      if (errors.length) {
        const text = errors.map(formatError).join("\n");
        options.log(`✗ ${text}`);
        hub.problem(text);
      } else {
        options.log(
          `✓ ${change.kind === "full" ? "rebuilt the site" : `re-rendered ${files!.length} page${files!.length === 1 ? "" : "s"}`} after ${change.kind === "full" ? "a change" : change.file} in ${Math.round(ms)} ms`,
        );
        hub.reload(files);
      }
      settle({ ms, files, errors }, started);
      if (change.kind !== "full") recheck(absolute, readAt);
    });
  };

  // One root with a filter, not one path per entry: chokidar says "ready" once per path given,
  // and the first of those can come before content/ is being watched.
  const watcher = watch(options.rootDir, {
    ignoreInitial: true,
    ignored: (path) => {
      const top = relative(options.rootDir, path).split(sep)[0]!;
      return top !== "" && !WATCHED.includes(top);
    },
  });
  watcher.on("add", schedule).on("change", schedule).on("unlink", schedule);
  await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));

  return {
    url: server.url,
    outDir,
    nextUpdate: () => new Promise((resolve) => waiters.push({ since: performance.now(), resolve })),
    close: async () => {
      closed = true;
      await watcher.close();
      for (const timer of [...timers.values(), ...rechecks]) clearTimeout(timer);
      await queue;
      await server.close();
    },
  };
}

export class DevBuildError extends Error {
  constructor(readonly errors: SiteError[]) {
    super(errors.map(formatError).join("\n"));
  }
}
