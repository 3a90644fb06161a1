import type { PageProps } from "../../contracts/page-props.js";
import { PageIntro } from "../components/PageIntro.js";
import { SearchForm } from "../components/SearchForm.js";
import { PageLayout } from "../layouts/PageLayout.js";

export function NotFoundPage(props: PageProps) {
  const { t, site, href } = props;
  return (
    <PageLayout props={props}>
      <PageIntro heading={t("notFound.heading")} lead={t("notFound.lead", { brand: site.brand })}>
        <p>
          <a className="button" href={href("/")}>
            {t("notFound.home", { brand: site.brand })}
          </a>
        </p>
      </PageIntro>
      <SearchForm t={t} site={site} />
    </PageLayout>
  );
}
