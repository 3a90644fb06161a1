/**
 * Figures are stored as plain numbers in site.yaml; these helpers turn them into what a reader
 * of the page's language expects ("3 billion", "3 Milliarden", "74,99 $").
 */
export function formatCompact(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: "compact", compactDisplay: "long" }).format(value);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Ratings keep one decimal even when it is zero, so "4.0" does not read as a rank. */
export function formatRating(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function formatPrice(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}

export function formatWholeCurrency(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}
