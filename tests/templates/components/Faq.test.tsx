// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { Faq, jsonLd } from "../../../templates/components/Faq.js";
import { LandingPage } from "../../../templates/pages/LandingPage.js";
import { ProductPage } from "../../../templates/pages/ProductPage.js";
import { fakeProps, loadRealSite, render, text, translatorFor } from "../fake-props.js";

const model = await loadRealSite();

describe("Faq", () => {
  it("asks each question as a disclosure that opens without JavaScript, one at a time, and says the same as FAQPage data", () => {
    const { document } = render(ProductPage, fakeProps(model, "dbp"));
    const items = [...document.querySelectorAll(".faq details")];
    expect(items.length).toBe(5);
    expect(new Set(items.map((item) => item.getAttribute("name")))).toEqual(new Set(["faq"]));
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!.textContent!) as { "@type": string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual(items.map((item) => [text(item.querySelector("summary")), text(item.querySelector(".faq__answer p"))]));
    // A question that has its own page leads there.
    expect(document.querySelector('.faq a[href="/en/dbp/free/"]')).not.toBeNull();
  });

  it("writes its data so that no answer can end the script or start a tag", () => {
    expect(jsonLd({ text: "</script><script>alert(1)</script> & more" })).toBe('{"text":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 more"}');
    const props = fakeProps(model, "dbp");
    const hostile = (key: string) => (key.endsWith(".q") ? "</script><img src=x onerror=alert(1)>" : "fine");
    const { document, html } = render(() => <Faq items={[{ id: "a" }, { id: "b" }]} vars={{}} t={hostile} href={props.href} page={props.page} />, props);
    expect(html).not.toContain("</script><img");
    expect(document.querySelector("img")).toBeNull();
    expect(JSON.parse(document.querySelector("script")!.textContent!).mainEntity[0].name).toBe("</script><img src=x onerror=alert(1)>");
  });

  it("shares /pro's questions with /subscriptions, in the page's language", () => {
    const questions = (id: string) => {
      const fallbacks = new Set<string>();
      const { document } = render(LandingPage, fakeProps(model, id, { locale: "de", t: translatorFor("de", fallbacks) }));
      expect([...fallbacks].filter((key) => key.startsWith("faq.")), id).toEqual([]);
      return [...document.querySelectorAll(".faq summary")].map((summary) => text(summary));
    };
    expect(questions("pro")).toContain("Auf wie vielen Geräten kann ich es nutzen?");
    expect(questions("subscriptions")).toEqual(questions("pro"));
  });
});
