import { fetchJson, type FetchLike } from "./fetch-json.js";

const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

function phrases(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) =>
    item && typeof item === "object" && typeof (item as { phrase?: unknown }).phrase === "string" ? [(item as { phrase: string }).phrase] : [],
  );
}

/**
 * SPEC §7, §8: suggestions for q and kl (default region when none is set). A new query aborts
 * the one in flight; answers are cached per query. An aborted request resolves to null (the
 * caller ignores it); any other failure gives an empty list.
 */
export function createAutocomplete(options: { path: string; defaultRegion: string; fetcher: FetchLike }) {
  const cache = new Map<string, string[]>();
  let inFlight: AbortController | null = null;
  return {
    async suggest(query: string, region?: string | null): Promise<string[] | null> {
      inFlight?.abort();
      inFlight = null;
      const q = query.trim();
      if (!q) return [];
      const kl = region || options.defaultRegion;
      const key = `${kl} ${q}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const controller = new AbortController();
      inFlight = controller;
      try {
        const url = `${options.path}?${new URLSearchParams({ q, kl })}`;
        const result = phrases(await fetchJson(options.fetcher, url, { signal: controller.signal }));
        if (controller.signal.aborted) return null;
        cache.set(key, result);
        return result;
      } catch (error) {
        return isAbort(error) || controller.signal.aborted ? null : [];
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    },
  };
}

export type Autocomplete = ReturnType<typeof createAutocomplete>;

/**
 * Binds the home search box, an ARIA 1.2 combobox with list autocomplete: suggestions appear as
 * options, text only and never markup. Down and Up move the active option (Down, or Alt+Down
 * without moving, reopens a closed list), Enter chooses it, Escape closes the list or, when it
 * is closed, clears the box as a search field does; choosing fills the box and submits the form.
 */
export function bindAutocomplete(form: HTMLFormElement, input: HTMLInputElement, list: HTMLUListElement, autocomplete: Autocomplete, region: () => string | null): void {
  let active = -1;
  const options = () => Array.from(list.children) as HTMLElement[];
  const choose = (text: string) => {
    input.value = text;
    render([]);
    form.requestSubmit();
  };
  const activate = (index: number) => {
    active = index;
    options().forEach((option, i) => {
      option.setAttribute("aria-selected", String(i === index));
    });
    if (index < 0) input.removeAttribute("aria-activedescendant");
    else input.setAttribute("aria-activedescendant", options()[index]!.id);
  };
  const render = (items: string[]) => {
    list.replaceChildren(
      ...items.map((text, i) => {
        const li = list.ownerDocument.createElement("li");
        li.id = `${list.id || "suggestion"}-${i}`;
        li.setAttribute("role", "option");
        li.textContent = text;
        li.addEventListener("mousedown", (event) => {
          event.preventDefault();
          choose(text);
        });
        return li;
      }),
    );
    activate(-1);
    input.setAttribute("aria-expanded", String(items.length > 0));
  };
  /** Suggestions for what is in the box; an answer that arrives after the box lost focus stays closed. */
  const open = async () => {
    const items = await autocomplete.suggest(input.value, region());
    if (items !== null) render(input.ownerDocument.activeElement === input ? items : []);
  };
  input.addEventListener("input", open);
  input.addEventListener("keydown", (event) => {
    const count = options().length;
    if (event.key === "ArrowDown" && !count) {
      if (!input.value.trim()) return;
      event.preventDefault();
      void open().then(() => {
        if (!event.altKey && options().length) activate(0);
      });
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      activate(active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      choose(options()[active]!.textContent ?? "");
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (count) render([]);
      else input.value = "";
    }
  });
  input.addEventListener("blur", () => render([]));
}
