// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { bindAutocomplete, createAutocomplete } from "../../../runtime/core/autocomplete.js";
import { loadRuntimeConfig } from "./config.js";

const runtime = loadRuntimeConfig();
const path = runtime.endpoints.autocomplete;
const defaultRegion = runtime.autocompleteDefaultRegion;
const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });

/** A fetch that answers when told to, and rejects with AbortError when its signal aborts, like the browser's. */
function controlledFetch() {
  const calls: { url: URL; resolve: (r: Response) => void; reject: (e: unknown) => void }[] = [];
  const fetcher = vi.fn(
    (input: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({ url: new URL(input, "https://site.test"), resolve, reject });
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        );
      }),
  );
  return { fetcher, calls };
}

describe("autocomplete (SPEC §7, §8)", () => {
  it("asks with q and kl, defaulting kl to wt-wt", async () => {
    expect(defaultRegion).toBe("wt-wt");
    const { fetcher, calls } = controlledFetch();
    const ac = createAutocomplete({ path, defaultRegion, fetcher });
    const pending = ac.suggest("privacy");
    calls[0]!.resolve(json([{ phrase: "privacy browser" }, { phrase: "privacy news" }, { nope: 1 }]));
    expect(await pending).toEqual(["privacy browser", "privacy news"]);
    expect(calls[0]!.url.pathname).toBe(path);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ q: "privacy", kl: "wt-wt" });
    const withRegion = ac.suggest("vpn", "de-de");
    calls[1]!.resolve(json([]));
    await withRegion;
    expect(calls[1]!.url.searchParams.get("kl")).toBe("de-de");
  });

  it("aborts the request in flight on new input and ignores its failure", async () => {
    const { fetcher, calls } = controlledFetch();
    const ac = createAutocomplete({ path, defaultRegion, fetcher });
    const first = ac.suggest("pri");
    const second = ac.suggest("priv");
    expect(await first).toBeNull();
    calls[1]!.resolve(json([{ phrase: "privacy" }]));
    expect(await second).toEqual(["privacy"]);
  });

  it("caches answers per query", async () => {
    const fetcher = vi.fn(async () => json([{ phrase: "weather" }]));
    const ac = createAutocomplete({ path, defaultRegion, fetcher });
    await ac.suggest("wea");
    expect(await ac.suggest("wea")).toEqual(["weather"]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("gives an empty list on other errors, and for an empty query without asking", async () => {
    const ac = createAutocomplete({ path, defaultRegion, fetcher: async () => new Response("busy", { status: 503 }) });
    expect(await ac.suggest("x")).toEqual([]);
    const offline = createAutocomplete({
      path,
      defaultRegion,
      fetcher: async () => Promise.reject(new TypeError("Failed to fetch")),
    });
    expect(await offline.suggest("x")).toEqual([]);
    const never = vi.fn();
    expect(await createAutocomplete({ path, defaultRegion, fetcher: never }).suggest("   ")).toEqual([]);
    expect(never).not.toHaveBeenCalled();
  });

  it("shows suggestions as text under the search box; choosing one submits it", async () => {
    document.body.innerHTML = `<form data-search-form><input data-autocomplete-input name="q"><ul data-autocomplete-list></ul></form>`;
    const form = document.querySelector("form")!;
    const input = document.querySelector("input")!;
    const list = document.querySelector("ul")!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener("submit", submitted);
    const hostile = "<img src=x onerror=alert(1)>";
    bindAutocomplete(
      form,
      input,
      list,
      createAutocomplete({ path, defaultRegion, fetcher: async () => json([{ phrase: hostile }, { phrase: "cats" }]) }),
      () => null,
    );
    input.focus();
    input.value = "c";
    input.dispatchEvent(new Event("input"));
    await vi.waitFor(() => expect(list.children).toHaveLength(2));
    expect(list.querySelector("img")).toBeNull();
    expect(list.children[0]!.textContent).toBe(hostile);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    list.children[1]!.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }));
    expect(input.value).toBe("cats");
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(list.children).toHaveLength(0);
  });

  it("moves through suggestions with the arrow keys, chooses with Enter and closes with Escape", async () => {
    document.body.innerHTML = `<form data-search-form><input data-autocomplete-input name="q"><ul id="s" data-autocomplete-list></ul></form>`;
    const form = document.querySelector("form")!;
    const input = document.querySelector("input")!;
    const list = document.querySelector("ul")!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener("submit", submitted);
    bindAutocomplete(
      form,
      input,
      list,
      createAutocomplete({
        path,
        defaultRegion,
        fetcher: async () => json([{ phrase: "one" }, { phrase: "two" }, { phrase: "three" }]),
      }),
      () => null,
    );
    const key = (k: string) => input.dispatchEvent(new KeyboardEvent("keydown", { key: k, cancelable: true }));
    const selected = () =>
      [...list.children].filter((li) => li.getAttribute("aria-selected") === "true").map((li) => li.textContent);
    input.focus();
    input.value = "t";
    input.dispatchEvent(new Event("input"));
    await vi.waitFor(() => expect(list.children).toHaveLength(3));
    key("ArrowUp");
    expect(selected()).toEqual(["three"]);
    key("ArrowDown");
    expect(selected()).toEqual(["one"]);
    key("ArrowDown");
    expect(selected()).toEqual(["two"]);
    expect(input.getAttribute("aria-activedescendant")).toBe(list.children[1]!.id);
    key("Enter");
    expect(input.value).toBe("two");
    expect(submitted).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new Event("input"));
    await vi.waitFor(() => expect(list.children).toHaveLength(3));
    key("Escape");
    expect(list.children).toHaveLength(0);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
  });

  it("reopens a closed list with Down (Alt+Down without choosing), and Escape on a closed list clears the box", async () => {
    document.body.innerHTML = `<form data-search-form><input data-autocomplete-input name="q"><ul id="s" data-autocomplete-list></ul></form>`;
    const form = document.querySelector("form")!;
    const input = document.querySelector("input")!;
    const list = document.querySelector("ul")!;
    const fetcher = vi.fn(async () => json([{ phrase: "one" }, { phrase: "two" }]));
    bindAutocomplete(form, input, list, createAutocomplete({ path, defaultRegion, fetcher }), () => null);
    const key = (k: string, altKey = false) =>
      input.dispatchEvent(new KeyboardEvent("keydown", { key: k, altKey, cancelable: true }));
    input.focus();
    input.value = "o";
    input.dispatchEvent(new Event("input"));
    await vi.waitFor(() => expect(list.children).toHaveLength(2));
    key("Escape");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    key("ArrowDown", true);
    await vi.waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"));
    expect(input.hasAttribute("aria-activedescendant")).toBe(false);
    key("Escape");
    key("ArrowDown");
    await vi.waitFor(() => expect(input.getAttribute("aria-activedescendant")).toBe(list.children[0]?.id));
    expect(fetcher).toHaveBeenCalledTimes(1);
    key("Escape");
    expect(input.value).toBe("o");
    key("Escape");
    expect(input.value).toBe("");
  });

  it("keeps the list closed when suggestions arrive after the box lost focus", async () => {
    document.body.innerHTML = `<form data-search-form><input data-autocomplete-input name="q"><button type="button">x</button><ul data-autocomplete-list></ul></form>`;
    const input = document.querySelector("input")!;
    const list = document.querySelector("ul")!;
    let answer: (response: Response) => void = () => {};
    const fetcher = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    bindAutocomplete(
      document.querySelector("form")!,
      input,
      list,
      createAutocomplete({ path, defaultRegion, fetcher }),
      () => null,
    );
    input.focus();
    input.value = "late";
    input.dispatchEvent(new Event("input"));
    document.querySelector("button")!.focus();
    answer(json([{ phrase: "late answer" }]));
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(list.children).toHaveLength(0);
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });
});
