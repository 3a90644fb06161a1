import { ConfigLoader, HtmlValidate, Rule, staticResolver, type ConfigData, type DOMReadyEvent, type ElementReadyEvent, type Message, type ResolvedConfig } from "html-validate";

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

/** Every <img> keeps its room before it loads: width and height (alt is wcag/h37's). */
class ImgSize extends Rule {
  override documentation() {
    return { description: "Every <img> has width and height attributes, so the browser keeps its room before the file arrives (no layout shift)." };
  }
  override setup() {
    this.on("element:ready", (event: ElementReadyEvent) => {
      const img = event.target;
      if (img.tagName !== "img") return;
      const missing = ["width", "height"].filter((name) => !img.getAttributeValue(name)?.toString().trim());
      if (missing.length) this.report(img, `<img> without ${missing.join(" and ")}: the page moves when it loads (show pictures with <Picture> or a Markdown image under images/)`);
    });
  }
}

/**
 * The input types that take role="combobox" ("with-list": only with a list attribute, and with
 * one they are comboboxes without the role), and the text-entry types on which aria-expanded
 * needs a combobox: ARIA in HTML as the Nu HTML Checker (vnu 26.9) applies it, measured input by
 * input. html-validate's standard rules do not check either.
 */
const COMBOBOX_INPUT_TYPES: Record<string, "always" | "with-list"> = { text: "always", button: "always", submit: "always", reset: "always", image: "always", email: "with-list", tel: "with-list", url: "with-list" };
const TEXT_ENTRY_TYPES = new Set(["text", "search", "email", "tel", "url", "password", "number"]);

/** An ARIA 1.2 combobox on an <input> in a form the HTML standard allows, as the Nu checker reads it. */
class InputCombobox extends Rule {
  override documentation() {
    return {
      description: 'role="combobox" only on input types that allow it (type="text", not type="search"), always with aria-expanded; aria-expanded on a text field only when it is a combobox.',
      url: "https://www.w3.org/TR/html-aria/#el-input-text",
    };
  }
  override setup() {
    this.on("element:ready", (event: ElementReadyEvent) => {
      const input = event.target;
      if (input.tagName !== "input") return;
      // A missing or empty type is the text state.
      const type = input.getAttributeValue("type")?.trim().toLowerCase() || "text";
      const roleAttribute = input.getAttribute("role");
      const role = input.getAttributeValue("role")?.trim().split(/\s+/)[0]?.toLowerCase() || null;
      const allowance = COMBOBOX_INPUT_TYPES[type];
      const hasList = input.hasAttribute("list");
      const expanded = input.getAttribute("aria-expanded");
      if (role === "combobox") {
        const location = roleAttribute?.keyLocation;
        if (allowance === undefined) this.report(input, `role="combobox" is not allowed on <input type="${type}">: a combobox you type in is <input type="text" role="combobox">`, location);
        else if (allowance === "with-list" && !hasList) this.report(input, `role="combobox" on <input type="${type}"> needs a list attribute, or use type="text"`, location);
        else if (!expanded) this.report(input, '<input role="combobox"> needs aria-expanded ("false" while its list is closed)', location);
      } else if (expanded && TEXT_ENTRY_TYPES.has(type) && !(role === null && allowance === "with-list" && hasList)) {
        const as = `<input type="${type}"${role ? ` role="${role}"` : ""}>`;
        this.report(input, `aria-expanded is not allowed on ${as}: only a combobox has it (<input type="text" role="combobox">)`, expanded.keyLocation);
      }
    });
  }
}

const plugin = {
  name: "site",
  rules: { "site/require-h1": RequireH1, "site/require-meta-description": RequireMetaDescription, "site/input-combobox": InputCombobox, "site/img-size": ImgSize },
};

/**
 * The documented rule set of the html check:
 * - html-validate:standard: the HTML standard's content models, required and allowed attributes
 *   and values, no duplicate ids or attributes, valid ids, no deprecated elements;
 * - from html-validate:document: no references to missing ids (for=, aria-labelledby=...), a doctype,
 *   heading levels in order with a single h1, labelled inputs, integrity on cross-origin resources;
 * - a non-empty <title> and headings, alt text on images (wcag/h37);
 * - the site's own: exactly one h1, a meta description, an ARIA combobox on an <input> only
 *   where the HTML standard allows one (as the Nu HTML Checker reads it), and width and height on
 *   every <img>.
 */
const HTML_RULES: ConfigData = {
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
    "site/input-combobox": "error",
    "site/img-size": "error",
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
