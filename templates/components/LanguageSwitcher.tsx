import type { PageProps } from "../../contracts/page-props.js";
import { Icon } from "./Icon.js";

/**
 * The same page in every language. A <details> disclosure opens without JavaScript; this is the
 * only place where links cross from one locale to another. It is on every page, so its markup is
 * kept to what each link needs: its language for search engines (hreflang) and for pronunciation
 * (lang), and a direction only where it differs from the page's.
 */
export function LanguageSwitcher({ page, alternates, t }: Pick<PageProps, "page" | "alternates" | "t">) {
  const current = alternates.find((alternate) => alternate.locale === page.locale);
  return (
    <nav className="language-switcher" data-language-switcher aria-label={t("nav.language")}>
      <details>
        <summary>
          <Icon name="globe" className="icon language-switcher__icon" />
          <span className="visually-hidden">{t("nav.language")}: </span>
          {current?.name ?? page.locale}
        </summary>
        <div className="language-switcher__list">
          {alternates.map((alternate) => (
            <a
              key={alternate.locale}
              href={alternate.url}
              hrefLang={alternate.locale}
              lang={alternate.locale}
              dir={alternate.dir === page.dir ? undefined : alternate.dir}
              aria-current={alternate.locale === page.locale ? "page" : undefined}
            >
              {alternate.name}
            </a>
          ))}
        </div>
      </details>
    </nav>
  );
}
