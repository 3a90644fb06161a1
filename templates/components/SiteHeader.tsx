import type { PageProps } from "../../contracts/page-props.js";
import { BrandLink } from "./BrandLink.js";
import { LinkList } from "./LinkList.js";

/**
 * The brand and the main menu. On phones the menu folds into a <details> disclosure, which opens
 * without JavaScript; its panel floats over the page, so opening it moves nothing.
 */
export function SiteHeader(props: PageProps) {
  const { site, t } = props;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink site={site} href={props.href} />
        <LinkList className="site-menu" links={site.links.menu} label={t("nav.menuLabel")} t={t} href={props.href} page={props.page} />
        <details className="phone-menu">
          <summary className="phone-menu__button">
            <svg className="phone-menu__icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
              <path className="phone-menu__bars" d="M4 7h16M4 12h16M4 17h16" />
              <path className="phone-menu__cross" d="m6 6 12 12M18 6 6 18" />
            </svg>
            {t("nav.menu")}
          </summary>
          <LinkList className="phone-menu__panel" links={site.links.menu} label={t("nav.menuLabel")} t={t} href={props.href} page={props.page} />
        </details>
      </div>
    </header>
  );
}
