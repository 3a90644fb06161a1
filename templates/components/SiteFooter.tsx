import type { PageProps } from "../../contracts/page-props.js";
import { LinkList } from "./LinkList.js";

export function SiteFooter(props: PageProps) {
  const { site, t } = props;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <LinkList className="footer-links" links={site.links.footer} label={t("nav.footerLabel")} t={t} href={props.href} page={props.page} />
        <p className="site-footer__tagline">{t("footer.tagline", { brand: site.brand })}</p>
      </div>
    </footer>
  );
}
