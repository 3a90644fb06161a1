// Writes a synthetic site of N Markdown pages (front matter, headings, lists, links, a code block,
// one layout with header and footer) into a folder, reusing the repository's config sections.
import { writeFileSync } from "node:fs";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

const THEME =
  '{ background: "#ffffff", surface: "#f5f5f5", text: "#1c1c1c", muted: "#595959", accent: "#2b55ca", accentText: "#ffffff", border: "#d6d6d6" }';

/** Entries a list page shows, in both generators: Hugo's paginator and the collection's perPage. */
export const PER_PAGE = 20;

/**
 * The corpus as `site` lays out a section: one collection of N Markdown entries under
 * content/en/docs/, no route or message per page (the list's title is the one message).
 */
export async function writeSyntheticSite(dir, pages, repoRoot) {
  await mkdir(join(dir, "content/en/docs"), { recursive: true });
  await mkdir(join(dir, "templates"), { recursive: true });
  await mkdir(join(dir, "locales"), { recursive: true });
  await symlink(join(repoRoot, "node_modules"), join(dir, "node_modules"), "dir");
  // One after another: 20,000 writes at once run out of file handles.
  for (let i = 0; i < pages; i++) writeFileSync(join(dir, `content/en/docs/page-${i}.md`), page(i, pages));
  const include = ["content", "runtime", "services", "subscription", "check"].map(
    (name) => `  - ${join(repoRoot, "config", `${name}.yaml`)}`,
  );
  await Promise.all([
    writeFile(
      join(dir, "site.yaml"),
      `include:\n${include.join("\n")}\nsite:\n  brand: Bench\n  baseUrl: https://bench.example\n  defaultLocale: en\n  hosts: { main: bench.example, startPage: start.bench.example, onion: bench.onion }\nlocales:\n  - { code: en, name: English }\nthemes:\n  default:\n    light: ${THEME}\n    dark: ${THEME}\nroutes:\n  - { path: /, id: home, template: doc, theme: default }\ncollections:\n  docs: { folder: docs, route: "/docs/{slug}", entries: post, template: doc, listTemplate: list, theme: default, perPage: ${PER_PAGE} }\nlinks:\n  menu:\n    - { label: nav.home, href: / }\n  footer:\n    - { label: nav.home, href: / }\n`,
    ),
    writeFile(
      join(dir, "locales/en.yaml"),
      `nav:\n  home: Home\npages:\n  home: { title: Bench, description: A synthetic site. }\n  docs: { title: Docs, description: Every synthetic page. }\n  not-found: { title: Not found, description: Nothing here. }\n`,
    ),
    writeFile(join(dir, "templates/index.tsx"), LAYOUT),
  ]);
}

/** An hour per page, counted back from the corpus's newest, so every page has its own place in the list. */
const dateOf = (i, total) =>
  new Date(Date.UTC(2026, 0, 1) - (total - i) * 3_600_000).toISOString().replace(".000Z", "Z");

function page(i, total) {
  const next = (i + 1) % total;
  return `---
title: Page ${i}
description: Synthetic page number ${i}, for the benchmark.
date: ${dateOf(i, total)}
author: Bench
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

type Entry = { url: string; title: string };
type Props = {
  site: { brand: string };
  href: (p: string) => string;
  t: (k: string) => string;
  page: { id: string };
  content: { html: string; data: Record<string, unknown> } | null;
  collection: { kind: "list"; entries: Entry[]; page: number; pages: string[] } | { kind: "entry" } | null;
};

function Doc(props: Props) {
  return (
    <Layout brand={props.site.brand} home={props.href("/")} title={String(props.content?.data.title ?? props.t("pages." + props.page.id + ".title"))}>
      <article dangerouslySetInnerHTML={{ __html: props.content?.html ?? "" }} />
    </Layout>
  );
}

function List(props: Props) {
  const list = props.collection?.kind === "list" ? props.collection : null;
  return (
    <Layout brand={props.site.brand} home={props.href("/")} title={props.t("pages.docs.title")}>
      <ul>{list?.entries.map((entry) => <li key={entry.url}><a href={entry.url}>{entry.title}</a></li>)}</ul>
      <nav>{list?.pages.map((url, index) => <a key={url} href={url}>{index + 1}</a>)}</nav>
    </Layout>
  );
}

export const templates = { doc: Doc, list: List, "not-found": Doc };
`;

/**
 * The same pages laid out for Hugo: same Markdown, same front matter, one layout with header, nav
 * and footer, and the section's list paginated like the collection's. Code-fence highlighting is
 * off because `site` does not highlight either, so both generators do the same work.
 */
export async function writeHugoSite(dir, pages) {
  await mkdir(join(dir, "content/docs"), { recursive: true });
  await mkdir(join(dir, "layouts/_default"), { recursive: true });
  const writes = [];
  for (let i = 0; i < pages; i++) writeFileSync(join(dir, `content/docs/page-${i}.md`), page(i, pages));
  writes.push(
    writeFile(
      join(dir, "config.toml"),
      `baseURL = "https://bench.example/"\ntitle = "Bench"\npaginate = ${PER_PAGE}\ndisableKinds = ["taxonomy", "term", "RSS"]\n[markup.highlight]\ncodeFences = false\n`,
    ),
    writeFile(join(dir, "content/_index.md"), "---\ntitle: Bench\n---\n"),
    writeFile(
      join(dir, "layouts/_default/baseof.html"),
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title><meta name="description" content="{{ .Params.description }}"></head>\n<body><header><a href="/">{{ .Site.Title }}</a><nav><a href="/">Home</a></nav></header>\n<main><h1>{{ .Title }}</h1>{{ block "main" . }}{{ end }}</main>\n<footer><p>{{ .Site.Title }}: a synthetic site</p></footer></body></html>\n`,
    ),
    writeFile(
      join(dir, "layouts/_default/single.html"),
      `{{ define "main" }}<article>{{ .Content }}</article>{{ end }}\n`,
    ),
    writeFile(
      join(dir, "layouts/_default/list.html"),
      `{{ define "main" }}<article>{{ .Content }}</article><ul>{{ range .Paginator.Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul><nav>{{ range .Paginator.Pagers }}<a href="{{ .URL }}">{{ .PageNumber }}</a>{{ end }}</nav>{{ end }}\n`,
    ),
  );
  await Promise.all(writes);
}
