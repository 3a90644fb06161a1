import type { IncomingMessage, ServerResponse } from "node:http";
import { isNewsletterReturnPath, NEWSLETTER_FIELDS, newsletterNoticeId } from "../../contracts/newsletter.js";
import { readBody } from "./emulator/http.js";

/**
 * `site dev` answers the newsletter endpoint (runtime.endpoints.newsletter) as the main host would,
 * through the emulator. When the emulator is not running (--no-emulator) or fails, the visitor is
 * sent back to the form's "could not subscribe" notice, which is what the page shows for a
 * failing server, rather than to a 404.
 */
export function newsletterForward(emulatorUrl: () => string | null, log: (line: string) => void) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readBody(request);
    const target = emulatorUrl();
    if (target) {
      try {
        const answer = await fetch(`${target}${request.url ?? "/"}`, {
          method: request.method,
          body: request.method === "POST" ? body : undefined,
          headers: { "content-type": request.headers["content-type"] ?? "application/x-www-form-urlencoded" },
          redirect: "manual",
        });
        if (answer.status < 500) {
          const headers: Record<string, string> = { "cache-control": "no-store" };
          for (const name of ["location", "content-type"]) {
            const value = answer.headers.get(name);
            if (value) headers[name] = value;
          }
          response.writeHead(answer.status, headers);
          response.end(Buffer.from(await answer.arrayBuffer()));
          return;
        }
        log(`newsletter: the emulator answered ${answer.status}`);
      } catch (error) {
        log(`newsletter: the emulator did not answer (${(error as Error).message})`);
      }
    } else {
      log("newsletter: the emulator is not running (site dev --no-emulator), so sign-ups fail");
    }
    const back = new URLSearchParams(body).get(NEWSLETTER_FIELDS.returnTo) ?? "";
    if (isNewsletterReturnPath(back)) {
      response.writeHead(303, { location: `${back}#${newsletterNoticeId("failed")}`, "cache-control": "no-store" });
      response.end();
      return;
    }
    response.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
    response.end("site dev: the newsletter endpoint is answered by the emulator, which is not running");
  };
}
