import { renderToStaticMarkup } from "react-dom/server";
import { PICTURES } from "./screens.js";

export { PICTURES };

/** One picture as a whole HTML document, in its language and scheme, for Chromium to draw. */
export function pictureHtml({ name, language, scheme, words, css }: { name: string; language: string; scheme: "light" | "dark"; words: Record<string, string>; css: string }): string {
  const picture = PICTURES[name]!;
  const w = (key: string) => {
    const text = words[key];
    if (text === undefined) throw new Error(`${language}: no word ${key}`);
    return text;
  };
  const body = renderToStaticMarkup(
    <div id="picture" style={{ width: picture.width, height: picture.height }}>
      <picture.Screen w={w} locale={language} />
    </div>,
  );
  return `<!doctype html><html lang="${language}" class="${scheme}"><head><meta charset="utf-8"><style>${css}</style></head><body>${body}</body></html>`;
}
