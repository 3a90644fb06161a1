import type { PageProps } from "../../contracts/page-props.js";
import { SpriteIcon } from "../icons/sprite.js";
import { CTA_LIST_ID } from "./CtaList.js";

/**
 * The add-to-browser banner. Rendered hidden: the runtime decides from the dismissal time whether
 * this visitor sees it again, and without JavaScript it never appears. It sits last in the page's
 * <main> and sticks to the bottom of the window, so when it appears it adds room at the end of
 * the page instead of pushing anything the visitor sees. On phones it is a slim bar whose dismiss
 * button is a cross (its words stay its accessible name), and on short phones the bar keeps only
 * its two buttons, clear of the search box. A phone is offered the app, not an extension: the
 * banner's words say so there, and its action leads to the calls to action, where the app leads.
 */
export function AtbBanner({ t, site }: Pick<PageProps, "t" | "site">) {
  return (
    <aside className="atb-banner" data-atb-banner hidden aria-label={t("atbBanner.label")}>
      <p className="atb-banner__text">
        <span className="on-wide">{t("atbBanner.text", { brand: site.brand })}</span>
        <span className="on-phone">{t("atbBanner.phoneText", { brand: site.brand })}</span>
      </p>
      <div className="atb-banner__actions">
        <a className="button atb-banner__action" href={`#${CTA_LIST_ID}`}>
          <span className="on-wide">{t("atbBanner.action")}</span>
          <span className="on-phone">{t("atbBanner.phoneAction")}</span>
        </a>
        <button className="button button--secondary atb-banner__dismiss" type="button" data-atb-banner-dismiss>
          <SpriteIcon id="close" className="atb-banner__dismiss-icon" />
          <span className="atb-banner__dismiss-text">{t("atbBanner.dismiss")}</span>
        </button>
      </div>
    </aside>
  );
}
