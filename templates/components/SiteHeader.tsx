import type { PageProps } from "../../contracts/page-props.js";
import { spriteHref } from "../icons/sprite.js";
import { BrandLink } from "./BrandLink.js";
import { LinkItems } from "./LinkItems.js";

const MENU_ID = "site-menu";

/**
 * The brand, the main menu and the header's call to action, rendered once. On wide screens the
 * menu sits in the header; on phones the stylesheet turns it into a popover that the Menu button
 * opens without JavaScript, over the page (opening it moves nothing), and that closes on Escape or
 * a tap outside. A browser without popovers shows the menu in the header, under the brand. The
 * call to action says what a phone gets (the app) on phones, and the browser elsewhere.
 */
export function SiteHeader(props: PageProps) {
  const { site, t, href, page } = props;
  const { action } = site.links;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink site={site} href={href} />
        <button className="menu-button" type="button" popoverTarget={MENU_ID}>
          <svg className="menu-button__icon" aria-hidden="true">
            <use className="menu-button__open" href={spriteHref("menu")} />
            <use className="menu-button__close" href={spriteHref("close")} />
          </svg>
          {t("nav.menu")}
        </button>
        <nav className="site-menu" id={MENU_ID} popover="auto" aria-label={t("nav.menuLabel")}>
          <LinkItems links={site.links.menu} t={t} href={href} page={page} />
          {action && (
            <a className="button button--small site-menu__action" href={href(action.href)}>
              {action.phoneLabel ? (
                <>
                  <span className="on-wide">{t(action.label, { brand: site.brand })}</span>
                  <span className="on-phone">{t(action.phoneLabel, { brand: site.brand })}</span>
                </>
              ) : (
                t(action.label, { brand: site.brand })
              )}
            </a>
          )}
        </nav>
      </div>
    </header>
  );
}
