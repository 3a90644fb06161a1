import type { Bang } from "../../contracts/config/listings.js";
import { pageData, type PageProps } from "../../contracts/page-props.js";
import { contentText } from "../components/ContentIntro.js";
import { Message } from "../components/Message.js";
import { PageIntro } from "../components/PageIntro.js";
import { SectionChips } from "../components/SectionChips.js";
import { Prose } from "../components/Prose.js";
import { languageName, regionName } from "../format.js";
import { PageLayout } from "../layouts/PageLayout.js";

const BANG_FILTER_ID = "bang-filter";

/**
 * Every bang of config/bangs.yaml, by category: the whole list is in the page, so it works without
 * JavaScript (and with the browser's find). With JavaScript, the filter box (shown only then:
 * the boot script marks <html> before first paint) narrows the list as one types. The list is
 * names (translate="no"), but for the edition a site's name may carry; shortcuts and domains are
 * written left to right in every language: a right-to-left page marks them so ("!w", not "w!").
 * Five hundred entries on the page in every language: each carries nothing its list can say once.
 * The most used come first, on their own (the route's data), and the bar of categories stays at
 * the top of the window while the list scrolls under it.
 */
export function BangsPage(props: PageProps) {
  const { t, browserMessage, site, page, content } = props;
  const bangs = site.bangs;
  const items = bangs?.items ?? [];
  const popular = (pageData(page, "bangs")?.popular ?? []).map((trigger) => {
    const bang = items.find((item) => item.trigger === trigger);
    if (!bang) throw new Error(`the bangs route's data names !${trigger} as popular, but config/bangs.yaml has no such bang`);
    return bang;
  });
  const byCategory = new Map<string, Bang[]>((bangs?.categories ?? []).map((category) => [category, []]));
  for (const bang of items) byCategory.get(bang.category)?.push(bang);
  const total = items.length;
  const statusId = `${BANG_FILTER_ID}-status`;
  const ltr = page.dir === "rtl" ? "ltr" : undefined;
  return (
    <PageLayout props={props}>
      <PageIntro heading={contentText(props, "title")} lead={t("bangs.lead", { count: total, brand: site.brand })} />
      {popular.length > 0 && (
        <section className="section bangs-popular" aria-labelledby="bangs-popular-heading">
          <h2 id="bangs-popular-heading">{t("bangsPopular.heading")}</h2>
          <ul className="bangs-popular__list" translate="no">
            {popular.map((bang) => (
              <li key={bang.trigger}>
                <code dir={ltr}>!{bang.trigger}</code>
                <span>
                  <BangSite bang={bang} t={t} locale={page.locale} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="bangs">
        <div className="bangs__filter" data-bang-filter-box>
          <label htmlFor={BANG_FILTER_ID}>{t("bangs.filterLabel")}</label>
          <input
            id={BANG_FILTER_ID}
            type="search"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${BANG_FILTER_ID}-hint ${statusId}`}
            aria-controls="bang-categories"
            data-bang-filter
            data-status-message={browserMessage("bangs.filterStatus", { total })}
          />
          <p className="bangs__hint" id={`${BANG_FILTER_ID}-hint`}>
            {t("bangs.filterHint")}
          </p>
        </div>
        <p className="bangs__status" id={statusId} role="status" data-bang-status>
          {t("bangs.total", { count: total, categories: byCategory.size })}
        </p>
        <p className="notice bangs__empty" hidden data-bang-empty>
          {t("bangs.noMatch")}
        </p>
        <SectionChips label={t("bangs.categoriesLabel")} sections={[...byCategory.keys()].map((category) => ({ id: `bangs-${category}`, text: t(`bangs.categories.${category}`) }))} />
        <div className="bangs__categories" id="bang-categories">
          {[...byCategory].map(([category, list]) => (
            <section className="bang-category" id={`bangs-${category}`} key={category} aria-labelledby={`bangs-${category}-heading`} data-bang-category>
              <h2 id={`bangs-${category}-heading`}>{t(`bangs.categories.${category}`)}</h2>
              <ul className="bang-list" translate="no">
                {list.map((bang) => (
                  <li key={bang.trigger}>
                    <code dir={ltr}>!{bang.trigger}</code>
                    <span>
                      <BangSite bang={bang} t={t} locale={page.locale} />
                    </span>
                    <span dir={ltr}>{bang.domain}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      {content && (
        <div className="section details">
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </div>
      )}
    </PageLayout>
  );
}

/**
 * The site's name, a proper name (the list is translate="no": translators, translation tools and
 * the completeness measure leave it as it is), and the edition's language or country, if it has
 * one, named in the page's language: "Wikipedia (Deutsch)" on /de/, "Wikipedia (German)" on /en/.
 */
function BangSite({ bang, t, locale }: { bang: Bang; t: PageProps["t"]; locale: string }) {
  const edition = bang.language !== undefined ? languageName(bang.language, locale) : bang.region !== undefined ? regionName(bang.region, locale) : null;
  if (edition === null) return <>{bang.site}</>;
  return (
    <span translate="yes">
      <Message format={(marks) => t("bangs.edition", marks)} values={{ site: <span translate="no">{bang.site}</span>, edition }} />
    </span>
  );
}
