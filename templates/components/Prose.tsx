/** Rendered Markdown. The content pipeline drops raw HTML from Markdown, so this is safe to inject. */
export function Prose({ html }: { html: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
