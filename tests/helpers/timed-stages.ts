/**
 * The stages `site build` times, in the order its progress line and summary list them: what a
 * maintainer reads, written once here so the tests that read the summary agree with each other.
 */
export const TIMED_STAGES = ["load", "content", "plan", "images", "bundle", "render", "write", "report"] as const;
