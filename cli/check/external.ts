import type { ExternalFetch } from "./site-check.js";

const TIMEOUT_MS = 10_000;
const PARALLEL = 8;

/** HEAD each URL (GET where a server refuses HEAD); a status of 400 or more, or no answer, is a problem. */
export const fetchExternalLinks: ExternalFetch = async (urls) => {
  const problems = new Map<string, string>();
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const problem = await probe(url);
      if (problem) problems.set(url, problem);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, urls.length) }, worker));
  return problems;
};

async function probe(url: string): Promise<string | null> {
  try {
    let response = await fetch(url, { method: "HEAD", redirect: "follow", signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 405 || response.status === 501)
      response = await fetch(url, { redirect: "follow", signal: AbortSignal.timeout(TIMEOUT_MS) });
    return response.status >= 400 ? `answered HTTP ${response.status}` : null;
  } catch (error) {
    return `could not be fetched: ${(error as Error).message}`;
  }
}
