import type { Faq as FaqItems } from "../../contracts/config/page-data.js";
import type { PageProps } from "../../contracts/page-props.js";

const FAQ_ID = "faq";

/**
 * JSON for a <script type="application/ld+json">: "<" written as \u003c, so no text in it can end
 * the script or start a tag, and the browser keeps it as data (the CSP runs no such script).
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

interface FaqProps extends Pick<PageProps, "t" | "href" | "page"> {
  items: FaqItems;
  /** Whose questions: faq.{namespace}.*, the page's id unless pages share their questions (/pro and /subscriptions). */
  namespace?: string;
  /** What the answers quote: the brand, the number of countries, the devices a subscription covers... */
  vars: Record<string, string | number>;
}

/**
 * The questions visitors ask before they install or buy, each answer a disclosure that opens
 * without JavaScript (one at a time where the browser groups them by name), and the same questions
 * and answers as FAQPage structured data for search engines. Messages faq.{namespace}.{id}.q|a|link.
 */
export function Faq({ items, namespace, vars, t, href, page }: FaqProps) {
  const key = (id: string, part: "q" | "a" | "link") => `faq.${namespace ?? page.id}.${id}.${part}`;
  const entries = items.map((item) => ({ ...item, question: t(key(item.id, "q"), vars), answer: t(key(item.id, "a"), vars) }));
  const structured = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map(({ question, answer }) => ({ "@type": "Question", name: question, acceptedAnswer: { "@type": "Answer", text: answer } })),
  };
  return (
    <section className="faq section" aria-labelledby={`${FAQ_ID}-heading`} id={FAQ_ID}>
      <h2 className="section__heading" id={`${FAQ_ID}-heading`}>
        {t("faq.heading")}
      </h2>
      <div className="faq__list">
        {entries.map((entry) => (
          <details className="faq__item" name={FAQ_ID} key={entry.id}>
            <summary>{entry.question}</summary>
            <div className="faq__answer">
              <p>{entry.answer}</p>
              {entry.route && (
                <p>
                  <a href={href(entry.route)}>{t(key(entry.id, "link"), vars)}</a>
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from jsonLd(), which escapes "<" so no text can end the script */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
    </section>
  );
}
