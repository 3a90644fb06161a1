import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";

/** Every file under `dir` (relative path) with a hash of its bytes: two builds compare equal when their output is byte-identical. */
export async function fileTree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else
        files.set(
          relative(dir, path),
          createHash("sha256")
            .update(await readFile(path))
            .digest("hex"),
        );
    }
  };
  await walk(dir);
  return files;
}
