// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { SiteModel } from "../../../cli/config/load.js";
import { NewsletterPage } from "../../../templates/pages/NewsletterPage.js";
import { fakeProps, loadRealSite, render, text } from "../fake-props.js";

let model: SiteModel;
beforeAll(async () => {
  model = await loadRealSite();
});

describe("NewsletterPage", () => {
  it("asks for an email address in a labelled, required field posted (never put in the URL)", () => {
    const { document } = render(NewsletterPage, fakeProps(model, "newsletter"));
    const form = document.querySelector("form[data-newsletter-form]");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe(model.runtime.endpoints.newsletter);
    const input = form?.querySelector<HTMLInputElement>('input[type="email"]');
    expect(input?.required).toBe(true);
    expect(input?.getAttribute("autocomplete")).toBe("email");
    expect(text(document.querySelector(`label[for="${input?.id}"]`))).toBe("Email address");
    expect(text(form?.querySelector('button[type="submit"]') ?? null)).toBe("Subscribe");
    expect(form?.querySelector('a[href="/en/privacy/"]')).not.toBeNull();
  });
});
