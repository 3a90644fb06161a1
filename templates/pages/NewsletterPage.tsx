import { NEWSLETTER_FIELDS, newsletterNoticeId, newsletterOutcomes } from "../../contracts/newsletter.js";
import { pageData, type PageProps } from "../../contracts/page-props.js";
import { Icon } from "../components/Icon.js";
import { PageIntro } from "../components/PageIntro.js";
import { PageLayout } from "../layouts/PageLayout.js";

const EMAIL_ID = "newsletter-email";
const topics = ["tips", "news", "noSpam"] as const;

/**
 * The sign-up form. It posts without JavaScript; the server sends the visitor back here to
 * #newsletter-{outcome}, and that notice shows (CSS :target), so the answer needs no script either.
 */
export function NewsletterPage(props: PageProps) {
  const { t, site, page, href } = props;
  const data = pageData(page, "newsletter");
  const vars = { brand: site.brand };
  return (
    <PageLayout props={props}>
      <PageIntro heading={t("newsletter.heading", vars)} lead={t("newsletter.lead", vars)} />
      <div className="newsletter">
        <ul className="checklist">
          {topics.map((topic) => (
            <li key={topic}>
              <Icon name="mail" className="icon checklist__icon" />
              {t(`newsletter.topics.${topic}`, vars)}
            </li>
          ))}
        </ul>
        <div className="newsletter__signup">
          {newsletterOutcomes.map((outcome) => (
            <div
              className={`notice newsletter-result newsletter-result--${outcome}`}
              id={newsletterNoticeId(outcome)}
              tabIndex={-1}
              key={outcome}
            >
              <p className="newsletter-result__title">{t(`newsletter.result.${outcome}.title`)}</p>
              <p>{t(`newsletter.result.${outcome}.body`, vars)}</p>
            </div>
          ))}
          {/* POST keeps the address out of the URL, browser history and server logs. */}
          <form
            className="newsletter-form"
            method="post"
            action={site.runtime.endpoints.newsletter}
            data-newsletter-form
          >
            <input type="hidden" name={NEWSLETTER_FIELDS.returnTo} value={page.url} />
            <label htmlFor={EMAIL_ID}>{t("newsletter.emailLabel")}</label>
            <div className="newsletter-form__row">
              <input
                id={EMAIL_ID}
                type="email"
                name={NEWSLETTER_FIELDS.email}
                autoComplete="email"
                required
                aria-describedby={`${EMAIL_ID}-hint`}
              />
              <button className="button" type="submit">
                {t("newsletter.submit")}
              </button>
            </div>
            <p className="newsletter-form__hint" id={`${EMAIL_ID}-hint`}>
              {t("newsletter.privacyNote", vars)} <a href={href(data.privacy)}>{t("newsletter.privacyLink")}</a>
            </p>
          </form>
        </div>
      </div>
    </PageLayout>
  );
}
