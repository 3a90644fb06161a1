import { Feed } from "feed";
import { collectionKey } from "../../../contracts/collections.js";
import { entryTime } from "../../../contracts/collections.js";
import type { SiteModel } from "../../config/load.js";
import { createMarkdownRenderer } from "../../content/markdown.js";
import type { Messages } from "../../content/messages.js";
import { createTranslator } from "../../content/translate.js";
import type { PlannedFeed } from "../plan/collections.js";
import type { PictureIndex } from "../../../contracts/pictures.js";
import { localHref } from "../render/page.js";

/**
 * A function that writes a collection's feed in its format: RSS 2.0, Atom 1.0 or JSON Feed 1,
 * by the `feed` package. Each item carries its entry's whole text as HTML, its links made absolute
 * (a feed reader has no page to resolve them against). Every date comes from the entries, none
 * from the clock: the same entries give the same bytes. Bodies are rendered once per file.
 */
export function feedWriter(
  model: SiteModel,
  messages: Messages,
  pictures: PictureIndex,
): (feed: PlannedFeed) => string {
  const markdown = createMarkdownRenderer();
  const bodies = new Map<string, string>();
  const base = model.site.baseUrl.replace(/\/$/, "");
  const absolute = (html: string) => html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${base}/`);
  const bodyOf = (item: PlannedFeed["items"][number]) => {
    let html = bodies.get(item.source.file);
    if (html === undefined) {
      html = absolute(
        markdown(item.source.body, {
          lang: item.summary.locale,
          localiseHref: (target) => localHref(target, item.summary.locale),
        }).html,
      ).replace(/\bhref="#/g, `href="${base}${item.summary.url}#`);
      bodies.set(item.source.file, html);
    }
    return html;
  };
  return (planned) => {
    const locale = planned.locale.code;
    const t = createTranslator({
      catalogue: messages[locale] ?? {},
      defaults: messages[model.site.defaultLocale] ?? {},
      locale,
      defaultLocale: model.site.defaultLocale,
      dir: planned.locale.dir,
      markFallbacks: false,
    });
    const tagName = (tag: string) => t(collectionKey(planned.collection, `tags.${tag}`));
    const times = planned.items.map(({ summary }) => entryTime(summary.updated ?? summary.date));
    const feed = new Feed({
      id: `${base}${planned.list}`,
      link: `${base}${planned.list}`,
      title: `${t(collectionKey(planned.collection, "title"))} | ${model.site.brand}`,
      description: t(collectionKey(planned.collection, "description")),
      language: locale,
      // The newest change among the entries: a feed without entries says the epoch, not the time it was built.
      updated: new Date(times.length ? Math.max(...times) : 0),
      generator: model.site.brand,
      copyright: model.site.brand,
      feedLinks: {
        rss: `${base}${planned.links.rss}`,
        atom: `${base}${planned.links.atom}`,
        json: `${base}${planned.links.json}`,
      },
      author: { name: model.site.brand, link: `${base}/` },
    });
    for (const item of planned.items) {
      const { summary } = item;
      feed.addItem({
        id: `${base}${summary.url}`,
        link: `${base}${summary.url}`,
        title: summary.title,
        description: summary.description,
        content: bodyOf(item),
        date: new Date(entryTime(summary.updated ?? summary.date)),
        published: new Date(entryTime(summary.date)),
        // RSS 2.0's <author> holds an e-mail address, which entries do not have: a name goes in Dublin Core's creator.
        ...(planned.format === "rss"
          ? { extensions: [{ name: "dc:creator", objects: { _text: summary.author ?? model.site.brand } }] }
          : { author: [{ name: summary.author ?? model.site.brand }] }),
        category: summary.tags.map((tag) => ({ name: tagName(tag), term: tag })),
        ...(pictureUrl(pictures, summary.image?.src) && {
          image: `${base}${pictureUrl(pictures, summary.image?.src)}`,
        }),
      });
    }
    switch (planned.format) {
      case "rss":
        return feed.rss2();
      case "atom":
        return feed.atom1();
      case "json":
        return `${feed.json1()}\n`;
    }
  };
}

/** A picture for a feed reader: the widest file of its fallback format, which every reader can show. */
function pictureUrl(pictures: PictureIndex, src: string | undefined): string | null {
  return src === undefined ? null : (pictures[src]?.fallback.at(-1)?.url ?? null);
}
