import type { PageProps } from "../../contracts/page-props.js";
import { CTA_LIST_ID } from "./CtaList.js";

/**
 * The add-to-browser banner. Rendered hidden: the runtime decides from the dismissal time whether
 * this visitor sees it again, and without JavaScript it never appears.
 */
export function AtbBanner({ t, site }: Pick<PageProps, "t" | "site">) {
  return (
    <aside className="atb-banner" data-atb-banner hidden aria-label={t("atbBanner.label")}>
      <p>{t("atbBanner.text", { brand: site.brand })}</p>
      <div className="atb-banner__actions">
        <a className="button" href={`#${CTA_LIST_ID}`}>
          {t("atbBanner.action")}
        </a>
        <button className="button button--secondary" type="button" data-atb-banner-dismiss>
          {t("atbBanner.dismiss")}
        </button>
      </div>
    </aside>
  );
}
