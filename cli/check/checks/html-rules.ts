import { ConfigLoader, HtmlValidate, Rule, staticResolver, type ConfigData, type DOMReadyEvent, type Message, type ResolvedConfig } from "html-validate";

/** A page needs exactly one h1 (html-validate's heading-level reports a second one; this the missing one). */
class RequireH1 extends Rule {
  override documentation() {
    return { description: "Every page has one <h1> naming what the page is about." };
  }
  override setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      if (event.document.querySelector("h1") === null) this.report(event.document.root, "the page has no <h1>");
    });
  }
}

/** Search engines and link previews show the meta description; every page must have one. */
class RequireMetaDescription extends Rule {
  override documentation() {
    return { description: 'Every page has <meta name="description"> with text.' };
  }
  override setup() {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      const meta = event.document.querySelector('meta[name="description"]');
      const content = meta?.getAttributeValue("content");
      if (typeof content !== "string" || !content.trim()) {
        this.report(meta ?? event.document.querySelector("head") ?? event.document.root, 'the page has no <meta name="description"> with text');
      }
    });
  }
}

const plugin = { name: "site", rules: { "site/require-h1": RequireH1, "site/require-meta-description": RequireMetaDescription } };

/**
 * The documented rule set of the html check:
 * - html-validate:standard: the HTML standard's content models, required and allowed attributes
 *   and values, no duplicate ids or attributes, valid ids, no deprecated elements;
 * - from html-validate:document: no references to missing ids (for=, aria-labelledby=...), a doctype,
 *   heading levels in order with a single h1, labelled inputs, integrity on cross-origin resources;
 * - a non-empty <title> and headings, alt text on images (wcag/h37);
 * - the site's own: exactly one h1, a meta description.
 */
export const HTML_RULES: ConfigData = {
  root: true,
  plugins: ["site"],
  extends: ["html-validate:standard"],
  rules: {
    "missing-doctype": "error",
    "no-missing-references": "error",
    "heading-level": "error",
    "input-missing-label": "error",
    "require-sri": ["error", { target: "crossorigin" }],
    "empty-title": "error",
    "empty-heading": "error",
    "wcag/h37": "error",
    "site/require-h1": "error",
    "site/require-meta-description": "error",
  },
};

/**
 * Resolves the configuration once. html-validate's own loaders resolve it (and its element
 * metadata) again for every page, which costs more than validating the page.
 */
class ResolvedOnce extends ConfigLoader {
  private resolved: ResolvedConfig | undefined;
  constructor(private readonly data: ConfigData) {
    super([staticResolver({ plugins: { site: plugin } })]);
  }
  override getConfigFor(): ResolvedConfig {
    if (!this.resolved) {
      const config = this.loadFromObject(this.data);
      if ("then" in config) throw new Error("the html check's configuration must load synchronously");
      const resolved = config.resolve();
      if ("then" in resolved) throw new Error("the html check's configuration must resolve synchronously");
      this.resolved = resolved;
    }
    return this.resolved;
  }
  override flushCache(): void {
    this.resolved = undefined;
  }
  protected override defaultConfig() {
    return this.loadFromObject(this.data);
  }
}

export type ValidateHtml = (html: string, filename: string) => Message[];

export function htmlValidator(rules: ConfigData = HTML_RULES): ValidateHtml {
  const validator = new HtmlValidate(new ResolvedOnce(rules));
  return (html, filename) => validator.validateStringSync(html, filename).results.flatMap((result) => result.messages);
}
