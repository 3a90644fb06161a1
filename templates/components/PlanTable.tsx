import type { TemplateData } from "../../contracts/config/page-data.js";
import type { PageProps } from "../../contracts/page-props.js";
import { SpriteIcon } from "../icons/sprite.js";

/**
 * What everyone gets for free and what Privacy Pro adds, as a table a screen reader reads by row
 * and column: each cell says in words what its mark shows.
 */
export function PlanTable({ rows, t, site }: Pick<PageProps, "t" | "site"> & { rows: NonNullable<TemplateData["landing"]["compare"]> }) {
  const vars = { brand: site.brand };
  const mark = (included: boolean) => (
    <>
      <SpriteIcon id={included ? "yes" : "no"} className={included ? "mark mark--yes" : "mark mark--no"} />
      <span className="visually-hidden">{t(included ? "plans.included" : "plans.notIncluded")}</span>
    </>
  );
  return (
    <section className="plans-table section" aria-labelledby="plans-table-heading">
      <h2 className="section__heading" id="plans-table-heading">
        {t("plans.heading", vars)}
      </h2>
      <div className="table-scroll">
        <table className="chart">
          <thead>
            <tr>
              <td />
              <th scope="col">{t("plans.free", vars)}</th>
              <th scope="col" className="chart__ours">
                {t("plans.pro", vars)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{t(`plans.rows.${row.id}`, vars)}</th>
                <td>{mark(row.free)}</td>
                <td className="chart__ours">{mark(true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
