import type { PageProps } from "../../contracts/page-props.js";

/**
 * Rendered Markdown. The content pipeline drops raw HTML from Markdown, so this is safe to inject.
 * Text in another language than the page's (a fallback, or a legal text in its own language) says
 * so with lang, and with dir, which also isolates it from the page's own direction (English in an
 * Arabic page keeps its full stops where they belong). A fallback also says, in the visitor's
 * language, that it is not translated yet.
 */
export function Prose({ content, page, t, locales }: { content: NonNullable<PageProps["content"]>; page: PageProps["page"]; t: PageProps["t"]; locales: PageProps["site"]["locales"] }) {
  const { lang, dir } = contentLanguage(content, page, locales);
  return (
    <>
      {content.fallback && lang !== undefined && (
        <p className="fallback-notice" role="note">
          {t("fallback.content")}
        </p>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the build's Markdown HTML, sanitised by cli/content/markdown-html.ts */}
      <div className="prose" lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: content.html }} />
    </>
  );
}

/** The lang and dir of Markdown written in another language than the page's; nothing when it is the page's own. */
export function contentLanguage(content: NonNullable<PageProps["content"]>, page: PageProps["page"], locales: PageProps["site"]["locales"]): { lang?: string; dir?: "ltr" | "rtl" } {
  const lang = typeof content.data.lang === "string" && content.data.lang !== page.locale ? content.data.lang : undefined;
  return lang === undefined ? {} : { lang, dir: locales.find((locale) => locale.code === lang)?.dir ?? "ltr" };
}
