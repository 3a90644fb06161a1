import type { PageProps } from "../../contracts/page-props.js";
import { BrandLink } from "./BrandLink.js";
import { LanguageSwitcher } from "./LanguageSwitcher.js";
import { LinkList } from "./LinkList.js";

export function SiteHeader(props: PageProps) {
  const { site, t } = props;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLink site={site} href={props.href} />
        <LinkList className="site-menu" links={site.links.menu} label={t("nav.menuLabel")} t={t} href={props.href} page={props.page} />
        <LanguageSwitcher page={props.page} alternates={props.alternates} t={t} />
      </div>
    </header>
  );
}
