import type { PageProps } from "../../contracts/page-props.js";

/**
 * Rendered Markdown. The content pipeline drops raw HTML from Markdown, so this is safe to inject.
 * Text in another language than the page's (a fallback, or a legal text in its own language) says
 * so, for screen readers and translation tools.
 */
export function Prose({ content, page }: { content: NonNullable<PageProps["content"]>; page: PageProps["page"] }) {
  const lang = typeof content.data.lang === "string" && content.data.lang !== page.locale ? content.data.lang : undefined;
  return <div className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: content.html }} />;
}
