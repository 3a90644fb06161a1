// Writes a synthetic site of N Markdown pages (front matter, headings, lists, links, a code block,
// one layout with header and footer) into a folder, reusing the repository's config sections.
import { writeFileSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

const THEME = '{ background: "#ffffff", surface: "#f5f5f5", text: "#1c1c1c", muted: "#595959", accent: "#2b55ca", accentText: "#ffffff", border: "#d6d6d6" }';

export async function writeSyntheticSite(dir, pages, repoRoot) {
  await mkdir(join(dir, "content/en"), { recursive: true });
  await mkdir(join(dir, "templates"), { recursive: true });
  await mkdir(join(dir, "locales"), { recursive: true });
  await symlink(join(repoRoot, "node_modules"), join(dir, "node_modules"), "dir");
  const routes = [];
  const titles = [];
  const writes = [];
  for (let i = 0; i < pages; i++) {
    routes.push(`  - { path: /docs/page-${i}, id: page-${i}, template: doc, theme: default, content: page-${i}.md }`);
    titles.push(`  page-${i}: { title: Page ${i}, description: Synthetic page ${i}. }`);
    // One after another: 20,000 writes at once run out of file handles.
    writeFileSync(join(dir, `content/en/page-${i}.md`), page(i, pages));
  }
  const include = ["content", "runtime", "services", "subscription", "check"].map((name) => `  - ${join(repoRoot, "config", `${name}.yaml`)}`);
  writes.push(
    writeFile(
      join(dir, "site.yaml"),
      `include:\n${include.join("\n")}\nsite:\n  brand: Bench\n  baseUrl: https://bench.example\n  defaultLocale: en\n  hosts: { main: bench.example, startPage: start.bench.example, onion: bench.onion }\nlocales:\n  - { code: en, name: English }\nthemes:\n  default:\n    light: ${THEME}\n    dark: ${THEME}\nroutes:\n  - { path: /, id: home, template: doc, theme: default }\n${routes.join("\n")}\nlinks:\n  menu:\n    - { label: nav.home, href: / }\n  footer:\n    - { label: nav.home, href: / }\n`,
    ),
    writeFile(join(dir, "locales/en.yaml"), `nav:\n  home: Home\npages:\n  home: { title: Bench, description: A synthetic site. }\n  not-found: { title: Not found, description: Nothing here. }\n${titles.join("\n").replace(/^/gm, "")}\n`.replace(/\n {2}page-/g, "\n  page-")),
    writeFile(join(dir, "templates/index.tsx"), LAYOUT),
  );
  await Promise.all(writes);
}

function page(i, total) {
  const next = (i + 1) % total;
  return `---
title: Page ${i}
description: Synthetic page number ${i}, for the benchmark.
---
Intro paragraph with **bold**, _emphasis_ and a [link to the next page](/docs/page-${next}).

## Section one

- first item
- second item with \`code\`
- third item

## Section two

1. ordered
2. list

\`\`\`js
function hello(name) {
  return "hello " + name;
}
\`\`\`

### A deeper heading

Closing paragraph linking [home](/) and [outside](https://example.org/${i}).
`;
}

const LAYOUT = `import type { ReactNode } from "react";

function Layout(props: { brand: string; home: string; title: string; children: ReactNode }) {
  return (
    <>
      <header><a href={props.home}>{props.brand}</a><nav><a href={props.home}>Home</a></nav></header>
      <main><h1>{props.title}</h1>{props.children}</main>
      <footer><p>{props.brand}: a synthetic site</p></footer>
    </>
  );
}

type Props = { site: { brand: string }; href: (p: string) => string; t: (k: string) => string; page: { id: string }; content: { html: string; data: Record<string, unknown> } | null };

function Doc(props: Props) {
  return (
    <Layout brand={props.site.brand} home={props.href("/")} title={String(props.content?.data.title ?? props.t("pages." + props.page.id + ".title"))}>
      <article dangerouslySetInnerHTML={{ __html: props.content?.html ?? "" }} />
    </Layout>
  );
}

export const templates = { doc: Doc, "not-found": Doc };
`;

/**
 * The same pages laid out for Hugo: same Markdown, same front matter, one layout with header, nav
 * and footer. Code-fence highlighting is off because `site` does not highlight either, so both
 * generators do the same work.
 */
export async function writeHugoSite(dir, pages) {
  await mkdir(join(dir, "content/docs"), { recursive: true });
  await mkdir(join(dir, "layouts/_default"), { recursive: true });
  const writes = [];
  for (let i = 0; i < pages; i++) writeFileSync(join(dir, `content/docs/page-${i}.md`), page(i, pages));
  writes.push(
    writeFile(
      join(dir, "config.toml"),
      `baseURL = "https://bench.example/"\ntitle = "Bench"\ndisableKinds = ["taxonomy", "term", "RSS"]\n[markup.highlight]\ncodeFences = false\n`,
    ),
    writeFile(join(dir, "content/_index.md"), "---\ntitle: Bench\n---\n"),
    writeFile(
      join(dir, "layouts/_default/baseof.html"),
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title><meta name="description" content="{{ .Params.description }}"></head>\n<body><header><a href="/">{{ .Site.Title }}</a><nav><a href="/">Home</a></nav></header>\n<main><h1>{{ .Title }}</h1>{{ block "main" . }}{{ end }}</main>\n<footer><p>{{ .Site.Title }}: a synthetic site</p></footer></body></html>\n`,
    ),
    writeFile(join(dir, "layouts/_default/single.html"), `{{ define "main" }}<article>{{ .Content }}</article>{{ end }}\n`),
    writeFile(join(dir, "layouts/_default/list.html"), `{{ define "main" }}<article>{{ .Content }}</article>{{ end }}\n`),
  );
  await Promise.all(writes);
}
