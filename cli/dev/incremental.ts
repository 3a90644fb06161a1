import { relative, sep } from "node:path";
import { CACHE_DIR, CONTENT_DIR, LOCALES_DIR } from "../site-layout.js";

/** What a changed file asks of the dev server. */
export type ChangePlan =
  | { kind: "content"; key: string; file: string }
  | { kind: "messages"; locale: string; file: string }
  | { kind: "full" }
  | { kind: "ignore" };

/** Content and messages re-render only the pages that show them; anything else rebuilds everything. */
export function classifyChange(rootDir: string, absolute: string, localeCodes: readonly string[]): ChangePlan {
  const file = relative(rootDir, absolute).split(sep).join("/");
  if (file.startsWith(`${CACHE_DIR}/`) || file.startsWith("dist/") || file.startsWith("node_modules/"))
    return { kind: "ignore" };
  const content = new RegExp(`^${CONTENT_DIR}/([^/]+)/(.+\\.md)$`).exec(file);
  if (content && localeCodes.includes(content[1]!))
    return { kind: "content", key: `${content[1]}/${content[2]}`, file };
  const messages = new RegExp(`^${LOCALES_DIR}/([^/]+)\\.yaml$`).exec(file);
  if (messages && localeCodes.includes(messages[1]!)) return { kind: "messages", locale: messages[1]!, file };
  return { kind: "full" };
}
