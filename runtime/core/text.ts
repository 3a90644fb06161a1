/** SPEC §5, §9: the app-store campaign name source-campaign, cut to the store's limit. */
export function campaignName(source: string, campaign: string, maxLength: number): string {
  return `${source}-${campaign}`.slice(0, maxLength);
}
