import type { Link } from "../../contracts/config/index.js";
import type { PageProps } from "../../contracts/page-props.js";
import { BrandLink } from "./BrandLink.js";
import { LanguageSwitcher } from "./LanguageSwitcher.js";
import { LinkItems } from "./LinkItems.js";
import { SocialIcon } from "./SocialIcon.js";

type FooterLink = PageProps["site"]["links"]["footer"][number];

/** Footer links in columns, one per group, in the order the groups first appear; ungrouped links close the list. */
function footerColumns(links: readonly FooterLink[]): { group: string | null; links: Link[] }[] {
  const columns = new Map<string | null, Link[]>();
  for (const link of links) {
    const group = link.group ?? null;
    columns.set(group, [...(columns.get(group) ?? []), link]);
  }
  return [...columns].map(([group, grouped]) => ({ group, links: grouped })).sort((a, b) => Number(a.group === null) - Number(b.group === null));
}

export function SiteFooter(props: PageProps) {
  const { site, t, href, page } = props;
  const vars = { brand: site.brand };
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandLink site={site} href={href} />
          <p className="site-footer__tagline">{t("footer.tagline", vars)}</p>
          {site.links.social && site.links.social.length > 0 && (
            <ul className="social-links">
              {site.links.social.map((link) => (
                <li key={link.network}>
                  <a href={link.href} rel="me" aria-label={link.name}>
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav className="footer-links" aria-label={t("nav.footerLabel")}>
          {footerColumns(site.links.footer).map((column, index) => (
            <div className="footer-links__column" key={column.group ?? index}>
              {column.group && <h2 className="footer-links__title">{t(`footer.groups.${column.group}`)}</h2>}
              <LinkItems links={column.links} t={t} href={href} page={page} />
            </div>
          ))}
        </nav>
        <div className="site-footer__bottom">
          {site.company && (
            <p className="site-footer__copyright">
              {/* The company's name reads left to right inside right-to-left pages too. */}
              <bdi>
                © {site.company.copyrightYear} {site.company.legalName}
              </bdi>
            </p>
          )}
          <LanguageSwitcher page={page} alternates={props.alternates} t={t} />
        </div>
      </div>
    </footer>
  );
}
