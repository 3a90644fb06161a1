import type { StatKey } from "../../contracts/config/page-data.js";
import type { PageProps } from "../../contracts/page-props.js";
import { formatCompact, formatNumber, formatRating, formatWholeCurrency } from "../format.js";

type Stats = PageProps["site"]["stats"];

/** The figure as shown, and the values its caption may quote ("{reviews, plural, ...}"). */
function figure(
  key: StatKey,
  stats: Stats,
  locale: string,
  t: PageProps["t"],
): { value: string; vars: Record<string, string | number> } {
  switch (key) {
    case "teamSize":
      return { value: formatNumber(stats.teamSize, locale), vars: {} };
    case "monthlySearches":
      return { value: formatCompact(stats.monthlySearches, locale), vars: {} };
    case "mobileSearchEngineRank":
      // A rank as the language writes one ("#2", «Nr. 2», «2位»), its number formatted by Intl.
      return { value: t("stats.rank", { rank: stats.mobileSearchEngineRank }), vars: {} };
    case "monthlyDownloads":
      return { value: formatCompact(stats.monthlyDownloads, locale), vars: {} };
    case "averageRating":
      return { value: formatRating(stats.averageRating, locale), vars: {} };
    case "iosRating":
    case "androidRating":
      return {
        value: formatRating(stats[key].rating, locale),
        // The count itself: the message chooses its plural form and shows it compact.
        vars: { reviews: stats[key].reviews },
      };
    case "totalDonatedUsd":
      return { value: formatWholeCurrency(stats.totalDonatedUsd, "USD", locale), vars: {} };
  }
}

/** Letters beyond which a word of a figure no longer fits a narrow card at the usual size. */
const LONG_WORD = 10;

interface StatFiguresProps extends Pick<PageProps, "t" | "site" | "page"> {
  keys: readonly StatKey[];
}

/**
 * Figures from site.yaml's stats, each with a caption; the caption is the term, the figure its
 * value. Each figure keeps a figure's width (one figure is not stretched across the page).
 */
export function StatFigures({ keys, t, site, page }: StatFiguresProps) {
  if (keys.length === 0) return null;
  const figures = keys.map((key) => ({ key, ...figure(key, site.stats, page.locale, t) }));
  // A figure written out in a long word (Greek "3 δισεκατομμύρια") sets the group a size smaller,
  // so every figure of a row keeps one size and every word stays whole in its card.
  const longWord = figures.some(({ value }) => value.split(/\s+/).some((word) => word.length > LONG_WORD));
  return (
    <dl className={`stat-figures stat-figures--${Math.min(keys.length, 4)}${longWord ? " stat-figures--long" : ""}`}>
      {figures.map(({ key, value, vars }) => {
        return (
          <div className="stat-figures__item" key={key}>
            <dt>{t(`stats.${key}`, { ...vars, brand: site.brand })}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
