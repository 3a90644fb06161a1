import type { RuntimeConfig } from "../../contracts/config/index.js";
import { codedError } from "./coded-error.js";

/** What every pixel reports about the page (SPEC §7), and the source tag (SPEC §2 `t`) the visitor came with. */
export interface PixelContext {
  page: string;
  browser: string;
  device: string;
  locale: string;
  platform: string;
  t?: string;
  t_kind?: string;
}

export interface PixelDeps {
  send: (url: string) => void;
  random: () => number;
  warn: (message: string) => void;
}


/**
 * Pixels for one page: each known id is sent once unless configured to repeat; an unknown
 * id is logged and sent flagged as deprecated, so a renamed pixel is still counted.
 */
export function createPixels(config: RuntimeConfig["pixels"], context: PixelContext, deps: PixelDeps) {
  const sent = new Set<string>();
  function fire(id: string, extra: Record<string, string> = {}): boolean {
    if (!context.device) throw codedError("pixel-without-device", `Pixel ${id} cannot be sent without a device`);
    const known = Object.hasOwn(config.ids, id);
    if (!known) deps.warn(`Unknown pixel id "${id}": sent as deprecated`);
    if (known && !config.ids[id]!.repeat && sent.has(id)) return false;
    sent.add(id);
    const query = new URLSearchParams({ r: String(Math.floor(deps.random() * 1e9)), ...context, ...extra });
    if (!known) query.set("deprecated", "1");
    deps.send(`${config.path}${encodeURIComponent(id)}?${query}`);
    return true;
  }
  return {
    fire,
    /** SPEC §8: an error pixel carries the message, its cause and the page. */
    error(id: string, error: unknown): boolean {
      const err = error instanceof Error ? error : new Error(String(error));
      const cause = err.cause instanceof Error ? err.cause.message : err.cause === undefined ? "" : String(err.cause);
      return fire(id, { message: err.message, cause });
    },
  };
}

export type Pixels = ReturnType<typeof createPixels>;
