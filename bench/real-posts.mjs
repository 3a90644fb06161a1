// A corpus of real posts nobody here wrote: the Node.js blog (1,050 posts, 18 MB of Markdown: release
// notes with long lists of links, tables, code blocks), MIT-licensed (bench/corpus/nodejs-blog.LICENSE),
// committed brotli-compressed. Laid out as `site` routes and as a Hugo site with the same layout (the
// synthetic corpus's, from synthetic-site.mjs), both built in paired runs by compare-hugo.mjs.
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { coldRuns, editRuns, printRows } from "./compare-hugo.mjs";
import { writeHugoSite, writeSyntheticSite } from "./synthetic-site.mjs";

const CORPUS = new URL("./corpus/nodejs-blog.json.br", import.meta.url);
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** The posts: a route id, a title and the Markdown body. */
export function readRealPosts() {
  const { posts } = JSON.parse(brotliDecompressSync(readFileSync(CORPUS)).toString("utf8"));
  return posts.map((post, i) => {
    const head = FRONT_MATTER.exec(post.text);
    const title = head ? /^title:\s*['"]?(.*?)['"]?\s*$/m.exec(head[1])?.[1] : undefined;
    return { id: `post-${i}`, title: title || post.path, body: head ? post.text.slice(head[0].length) : post.text };
  });
}

/** The same file for both generators: front matter both read (a title), then the post as written. */
function postFile(post) {
  return `---\ntitle: ${JSON.stringify(post.title)}\n---\n${post.body}`;
}

/**
 * Writes the posts into `dir` as a `site` site and into `dir`/hugo as a Hugo site. The synthetic
 * corpus's writers lay out the layout, config and locale files (for one page); the posts replace
 * its routes and pages.
 */
export async function writeRealPostsSites(dir, repoRoot) {
  const posts = readRealPosts();
  await writeSyntheticSite(dir, 1, repoRoot);
  await writeHugoSite(join(dir, "hugo"), 1);
  await rm(join(dir, "content/en/page-0.md"));
  await rm(join(dir, "hugo/content/docs/page-0.md"));
  const siteYaml = readFileSync(join(dir, "site.yaml"), "utf8");
  const routes = posts.map(
    (post) => `  - { path: /blog/${post.id}, id: ${post.id}, template: doc, theme: default, content: ${post.id}.md }`,
  );
  writeFileSync(join(dir, "site.yaml"), siteYaml.replace(/^ {2}- \{ path: \/docs\/page-0.*$/m, routes.join("\n")));
  const titles = posts.map(
    (post) => `  ${post.id}: { title: ${JSON.stringify(post.title)}, description: A post of the Node.js blog. }`,
  );
  const locales = readFileSync(join(dir, "locales/en.yaml"), "utf8");
  writeFileSync(join(dir, "locales/en.yaml"), locales.replace(/^ {2}page-0:.*$/m, titles.join("\n")));
  for (const post of posts) {
    const text = postFile(post);
    writeFileSync(join(dir, `content/en/${post.id}.md`), text);
    writeFileSync(join(dir, `hugo/content/docs/${post.id}.md`), text);
  }
  return posts;
}

/** Real posts, cold and after a one-file edit, against Hugo on the same files; prints and returns the rows. */
export async function compareRealPosts({ repoRoot, siteBin, runs }) {
  const cores = availableParallelism();
  const dir = await mkdtemp(join(tmpdir(), "site-vs-hugo-real-"));
  const posts = await writeRealPostsSites(dir, repoRoot);
  const bytes = posts.reduce((total, post) => total + Buffer.byteLength(post.body), 0);
  // The edit changes a long release post's first words, as a maintainer correcting a typo would.
  const edited = posts.find((post) => post.body.length > 20_000 && /^\S+ \S+/.test(post.body.trimStart()));
  const words = /^\S+ \S+/.exec(edited.body.trimStart())[0];
  const rows = [
    { name: `${posts.length} real posts, cold, 1 thread`, ...(await coldRuns(dir, siteBin, runs, 1, "real-cold-1")) },
    {
      name: `${posts.length} real posts, cold, defaults (site auto, Hugo all ${cores} cores)`,
      ...(await coldRuns(dir, siteBin, runs, "auto", "real-cold-auto", cores)),
    },
    {
      name: `${posts.length} real posts, one file edited, defaults`,
      ...(await editRuns(dir, siteBin, runs, "auto", cores, undefined, {
        site: `content/en/${edited.id}.md`,
        hugo: `hugo/content/docs/${edited.id}.md`,
        words,
      })),
    },
  ];
  await rm(dir, { recursive: true, force: true });
  console.log(
    `\nReal posts (the Node.js blog: ${posts.length} posts, ${(bytes / 1e6).toFixed(1)} MB of Markdown), paired runs, median of ${runs}`,
  );
  printRows(rows);
  return rows;
}

// `node bench/real-posts.mjs [runs]`: this comparison alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const repoRoot = new URL("..", import.meta.url).pathname;
  await compareRealPosts({ repoRoot, siteBin: join(repoRoot, "bin/site.mjs"), runs: Number(process.argv[2] ?? 5) });
}
