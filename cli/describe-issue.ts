import type * as z from "zod";

/** A zod issue in the words of a person editing YAML: what was expected, what was found, a hint. */
export function describeIssue(issue: z.core.$ZodIssue): { message: string; hint?: string } {
  const found = "input" in issue ? describeValue(issue.input) : undefined;
  switch (issue.code) {
    case "invalid_type":
      return found === undefined || issue.input === undefined
        ? { message: `missing: expected ${article(issue.expected)}`, hint: "add this field" }
        : { message: `expected ${article(issue.expected)}, found ${found}` };
    case "invalid_format":
      return { message: `expected ${issue.message}, found ${found}` };
    case "invalid_value":
      return {
        message: `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, found ${found}`,
      };
    case "unrecognized_keys":
      return {
        message: `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`,
      };
    case "too_small":
      return {
        message:
          issue.origin === "array"
            ? `expected at least ${String(issue.minimum)} item${issue.minimum === 1 ? "" : "s"}`
            : issue.origin === "string"
              ? `expected at least ${String(issue.minimum)} character${issue.minimum === 1 ? "" : "s"}, found ${found}`
              : `expected a number ${issue.inclusive ? "≥" : ">"} ${String(issue.minimum)}, found ${found}`,
      };
    case "too_big":
      return {
        message:
          issue.origin === "array"
            ? `expected at most ${String(issue.maximum)} items`
            : `expected a number ${issue.inclusive ? "≤" : "<"} ${String(issue.maximum)}, found ${found}`,
      };
    default:
      return { message: found === undefined ? issue.message : `${issue.message}, found ${found}` };
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "an empty value";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return `${typeof value} ${String(value)}`;
}

/** "routes[3].theme" from ["routes", 3, "theme"]. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("");
}

/** The closest of `candidates` to `word`, if it is a plausible typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
