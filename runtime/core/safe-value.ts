/**
 * SPEC §2: values of cookies or parameters containing <, > or / are ignored. One rule for
 * every value that arrives from outside, so no caller can forget it.
 */
export function safeValue(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return /[<>/]/.test(value) ? null : value;
}
