import type { Release } from "../../contracts/config/listings.js";
import { releaseMessageKeys } from "../../contracts/release-messages.js";
import type { PageProps } from "../../contracts/page-props.js";
import { ContentIntro } from "../components/ContentIntro.js";
import { Prose } from "../components/Prose.js";
import { SectionChips } from "../components/SectionChips.js";
import { dateFormat } from "../format.js";
import { PageLayout } from "../layouts/PageLayout.js";
import { defaultLanguageMark } from "../components/default-language.js";

/** The newest `limit` releases of each platform, in the feed's order (newest first). */
export function latestByPlatform(items: readonly Release[], platforms: readonly string[], limit: number): Map<string, Release[]> {
  const latest = new Map<string, Release[]>(platforms.map((platform) => [platform, []]));
  for (const item of items) {
    const list = latest.get(item.platform);
    if (list && list.length < limit) list.push(item);
  }
  return latest;
}

interface ReleaseWords {
  title: string;
  summary: string;
  changes: string[];
  /** Not one of its words is translated into the page's language: shown whole in the default language. */
  untranslated: boolean;
}

/**
 * A release's message keys and whether it waits for its translation. A release translated in part
 * (English added a change since) shows what is translated; each message still in English marks itself.
 */
function releaseWords(release: Release, page: PageProps["page"], messageLocale: PageProps["messageLocale"], defaultLocale: string): ReleaseWords {
  const keys = releaseMessageKeys(release.id, (key) => messageLocale(key) !== null);
  const languages = new Set([keys.title, keys.summary, ...keys.changes].map(messageLocale));
  return { ...keys, untranslated: page.locale !== defaultLocale && !languages.has(page.locale) };
}

/**
 * Release notes from config/release-notes.yaml, per platform, as many as the feed limit allows,
 * in the page's language where translated. Release notes still in English are marked as such and
 * announced once when every one is (a language without translations), else above each.
 */
export function UpdatesPage(props: PageProps) {
  const { t, site, page, content, messageLocale } = props;
  const notes = site.releaseNotes;
  const latest = notes ? latestByPlatform(notes.items, notes.platforms, notes.feedLimit) : new Map<string, Release[]>();
  const words = new Map([...latest.values()].flat().map((release) => [release.id, releaseWords(release, page, messageLocale, site.defaultLocale)]));
  const untranslatedMark = defaultLanguageMark(site, page);
  const allUntranslated = words.size > 0 && [...words.values()].every((release) => release.untranslated);
  const notice = <p className="fallback-notice" role="note">{t("fallback.content")}</p>;
  const date = dateFormat(page.locale, { dateStyle: "long", timeZone: "UTC" });
  return (
    <PageLayout props={props}>
      <ContentIntro props={props} />
      {content && (
        <div className="details">
          <Prose content={content} page={page} t={t} locales={site.locales} />
        </div>
      )}
      {notes && (
        <>
          <SectionChips label={t("updates.platformsLabel")} sections={notes.platforms.map((platform) => ({ id: `updates-${platform}`, text: t(`updates.platforms.${platform}`) }))} />
          {allUntranslated && notice}
          {[...latest].map(([platform, releases]) => (
            <section className="section releases" id={`updates-${platform}`} key={platform} aria-labelledby={`updates-${platform}-heading`}>
              <h2 className="section__heading" id={`updates-${platform}-heading`}>
                {t(`updates.platforms.${platform}`)}
              </h2>
              <ol className="release-list">
                {releases.map((release) => {
                  const { title, summary, changes, untranslated } = words.get(release.id)!;
                  return (
                    <li className="release" key={release.id}>
                      <p className="release__meta">
                        <time dateTime={release.date_published}>{date.format(new Date(`${release.date_published}T00:00:00Z`))}</time>
                        <span className="release__version">{t("updates.version", { version: release.version })}</span>
                      </p>
                      {untranslated && !allUntranslated && notice}
                      <div {...(untranslated ? untranslatedMark : {})}>
                        <h3>{t(title)}</h3>
                        <p>{t(summary)}</p>
                        <ul className="release__changes">
                          {changes.map((change) => (
                            <li key={change}>{t(change)}</li>
                          ))}
                        </ul>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
        </>
      )}
    </PageLayout>
  );
}
