import type { PageProps } from "../../contracts/page-props.js";
import { spriteHref } from "../icons/sprite.js";
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
            <svg className="phone-menu__icon" aria-hidden="true">
              <use className="phone-menu__bars" href={spriteHref("menu")} />
              <use className="phone-menu__cross" href={spriteHref("close")} />
            </svg>
            {t("nav.menu")}
          </summary>
          <LinkList className="phone-menu__panel" links={site.links.menu} label={t("nav.menuLabel")} t={t} href={props.href} page={props.page} />
        </details>
      </div>
    </header>
  );
}
