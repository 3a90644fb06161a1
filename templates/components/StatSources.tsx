import type { StatKey } from "../../contracts/config/page-data.js";
import type { Proof } from "../../contracts/config/proof.js";
import type { PageProps } from "../../contracts/page-props.js";
import { Message } from "./Message.js";
import { monthYear } from "./Proof.js";

/**
 * Where the figures above come from and when they were counted (config/proof.yaml statSources), in a
 * disclosure under them: the figures stay large, and each keeps its source one tap away.
 */
export function StatSources({ keys, proof, t, site, page }: Pick<PageProps, "t" | "site" | "page"> & { keys: readonly StatKey[]; proof: Proof | undefined }) {
  if (!proof || keys.length === 0) return null;
  return (
    <details className="stat-sources">
      <summary>{t("proof.sourcesSummary")}</summary>
      <ul>
        {keys.map((key) => {
          const { source, url, date } = proof.statSources[key];
          const stat = site.stats[key];
          const label = t(`stats.${key}`, { brand: site.brand, ...(typeof stat === "object" ? { reviews: stat.reviews } : {}) });
          const where = t(source, { brand: site.brand });
          return (
            <li key={key}>
              <Message format={(marks) => t("proof.source", { figure: label, date: monthYear(date, page.locale), ...marks })} values={{ source: url ? <a href={url}>{where}</a> : where }} />
            </li>
          );
        })}
      </ul>
    </details>
  );
}
