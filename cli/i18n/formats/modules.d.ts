// The translation-format libraries ship JavaScript without types: the little this project uses of them.

declare module "xliff/js2xliff" {
  import type { XliffDocument } from "xliff/xliff2js";
  export default function js2xliff(document: XliffDocument, options?: { indent?: string }): Promise<string>;
}

declare module "xliff/xliff2js" {
  export interface XliffUnit {
    source?: unknown;
    target?: unknown;
    note?: unknown;
    additionalAttributes?: Record<string, string>;
  }
  export interface XliffDocument {
    sourceLanguage?: string;
    targetLanguage?: string;
    resources?: Record<string, Record<string, XliffUnit>>;
  }
  export default function xliff2js(text: string): Promise<XliffDocument>;
}

declare module "gettext-parser" {
  export interface PoEntry {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: { translator?: string; reference?: string; extracted?: string; flag?: string; previous?: string };
  }
  export interface PoDocument {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, PoEntry>>;
  }
  const gettextParser: {
    po: {
      parse(input: string | Buffer, options?: { validation?: boolean }): PoDocument;
      compile(document: PoDocument, options?: { foldLength?: number | false; sort?: boolean }): Buffer;
    };
  };
  export default gettextParser;
}
