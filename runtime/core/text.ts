/** SPEC §5 text sanitiser: removes HTML tags and escapes any less-than sign left over. */
export function sanitizeText(text: string): string {
  return text.replace(/<\/?[a-zA-Z][^<>]*>/g, "").replace(/</g, "&lt;");
}

/** SPEC §5, §9: the app-store campaign name source-campaign, cut to the store's limit. */
export function campaignName(source: string, campaign: string, maxLength: number): string {
  return `${source}-${campaign}`.slice(0, maxLength);
}
