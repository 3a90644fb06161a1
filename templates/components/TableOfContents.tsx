import type { Translate } from "../../contracts/page-props.js";

interface Heading {
  id: string;
  text: string;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
};

/** Heading text as plain text: tags dropped, entities decoded (React escapes it again). */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

function headingsOf(html: string): Heading[] {
  return [...html.matchAll(/<h2\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => ({
    id: match[1] ?? "",
    text: plainText(match[2] ?? ""),
  }));
}

/**
 * Links to the sections of a long page; only worth showing from two sections up. The headings are
 * the Markdown's, so they carry its language (`language`) when it is not the page's.
 */
export function TableOfContents({
  html,
  t,
  language = {},
}: {
  html: string;
  t: Translate;
  language?: { lang?: string; dir?: "ltr" | "rtl" };
}) {
  const headings = headingsOf(html);
  if (headings.length < 2) return null;
  return (
    <nav className="toc" aria-label={t("toc.label")}>
      <p className="toc__title">{t("toc.label")}</p>
      <ol {...language}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
