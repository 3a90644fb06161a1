import type { ServerResponse } from "node:http";

export const LIVE_RELOAD_SCRIPT_PATH = "/__site/live-reload.js";
export const LIVE_RELOAD_EVENTS_PATH = "/__site/events";

/**
 * Served as a file (not inline) so the pages' own Content-Security-Policy allows it unchanged.
 * It reloads when a change touches this page, and shows a build error over the page until fixed.
 */
export const liveReloadClient = `const events = new EventSource(${JSON.stringify(LIVE_RELOAD_EVENTS_PATH)});
let box;
events.addEventListener("open", () => document.documentElement.setAttribute("data-site-live", ""));
events.addEventListener("reload", (event) => {
  const { files } = JSON.parse(event.data);
  const here = location.pathname.endsWith("/") ? location.pathname + "index.html" : location.pathname;
  if (!files || files.some((file) => "/" + file === here)) location.reload();
});
events.addEventListener("problem", (event) => {
  const { text } = JSON.parse(event.data);
  if (!box) {
    box = document.createElement("pre");
    box.setAttribute("role", "alert");
    box.setAttribute("data-site-dev-error", "");
    document.body.prepend(box);
  }
  box.textContent = text;
});
`;

/** The open tabs, told over server-sent events when something they show has changed. */
export function liveReloadHub() {
  const clients = new Set<ServerResponse>();
  const send = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    connect(response: ServerResponse) {
      response.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-store",
        connection: "keep-alive",
      });
      response.write(": connected\n\n");
      clients.add(response);
      response.on("close", () => clients.delete(response));
    },
    /** `files` relative to the output folder; null reloads every tab. */
    reload(files: string[] | null) {
      send("reload", { files });
    },
    problem(text: string) {
      send("problem", { text });
    },
    close() {
      for (const client of clients) client.end();
      clients.clear();
    },
    get size() {
      return clients.size;
    },
  };
}

export type LiveReloadHub = ReturnType<typeof liveReloadHub>;
