import type { RuntimeConfig } from "../../contracts/config/index.js";
import type { Platform } from "./platform.js";

export type CtaId = RuntimeConfig["cta"]["default"][number];

/** The call-to-action order for a visitor: the first rule matching OS (and browser, if given). */
export function ctaOrder(platform: Pick<Platform, "os" | "browser">, cta: RuntimeConfig["cta"]): readonly CtaId[] {
  const rule = cta.rules.find((r) => r.os === platform.os && (r.browser === undefined || r.browser === platform.browser));
  return rule ? rule.order : cta.default;
}

/** Reorders the [data-cta] children of a [data-cta-list]; calls to action not in the order keep their place after it. */
export function applyCtaOrder(list: Element, order: readonly CtaId[]): void {
  const items = Array.from(list.querySelectorAll<HTMLElement>(":scope > [data-cta]"));
  const rank = (el: HTMLElement) => {
    const index = order.indexOf(el.dataset.cta as CtaId);
    return index < 0 ? order.length : index;
  };
  items
    .map((el, position) => ({ el, position }))
    .sort((a, b) => rank(a.el) - rank(b.el) || a.position - b.position)
    .forEach(({ el }) => {
      list.appendChild(el);
    });
}
