import type { PageProps } from "../../contracts/page-props.js";
import { Icon } from "./Icon.js";

/**
 * The same page in every language. A <details> disclosure opens without JavaScript; this is the
 * only place where links cross from one locale to another.
 */
export function LanguageSwitcher({ page, alternates, t }: Pick<PageProps, "page" | "alternates" | "t">) {
  const current = alternates.find((alternate) => alternate.locale === page.locale);
  return (
    <nav className="language-switcher" data-language-switcher aria-label={t("nav.language")}>
      <details>
        <summary>
          <Icon name="globe" className="icon language-switcher__icon" />
          <span className="visually-hidden">{t("nav.language")}: </span>
          <span lang={page.locale} dir={page.dir}>{current?.name ?? page.locale}</span>
        </summary>
        <ul>
          {alternates.map((alternate) => (
            <li key={alternate.locale}>
              <a
                href={alternate.url}
                hrefLang={alternate.locale}
                lang={alternate.locale}
                dir={alternate.dir}
                aria-current={alternate.locale === page.locale ? "page" : undefined}
              >
                {alternate.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
