import type { PageProps } from "../../contracts/page-props.js";
import { PageIntro } from "../components/PageIntro.js";
import { SearchForm } from "../components/SearchForm.js";
import { PageLayout } from "../layouts/PageLayout.js";

/** What was not found may be a search away: the search box first, then the way home. */
export function NotFoundPage(props: PageProps) {
  const { t, site, href } = props;
  return (
    <PageLayout props={props}>
      <PageIntro heading={t("notFound.heading")} lead={t("notFound.lead", { brand: site.brand })}>
        <SearchForm t={t} site={site} />
        <p>
          <a className="button button--secondary" href={href("/")}>
            {t("notFound.home", { brand: site.brand })}
          </a>
        </p>
      </PageIntro>
    </PageLayout>
  );
}
