// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { bindThemeChooser, followSystemTheme, type ThemeStore } from "../../../runtime/core/theme-controls.js";
import { loadRuntimeConfig } from "./config.js";

const values = loadRuntimeConfig().theme;

function memoryThemeStore(initial?: string): ThemeStore & { value: string | undefined } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (value: string | null) => {
      store.value = value ?? undefined;
    },
  };
  return store;
}

function chooser() {
  document.body.innerHTML = `<form data-theme-chooser>${["system", "-1", "d", "t"]
    .map((v) => `<input type="radio" name="theme" value="${v}">`)
    .join("")}<button type="submit">Save</button></form>`;
  return document.querySelector("form")!;
}
const pick = (form: HTMLFormElement, value: string) => {
  const radio = form.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
  radio.checked = true;
  radio.dispatchEvent(new Event("change", { bubbles: true }));
};

describe("theme chooser (/theme)", () => {
  it("shows the saved preference, or system when none is saved", () => {
    const form = chooser();
    bindThemeChooser(form, memoryThemeStore(values.darkVariant), values, () => {});
    expect(form.querySelector<HTMLInputElement>(`input[value="${values.darkVariant}"]`)!.checked).toBe(true);
    const other = chooser();
    bindThemeChooser(other, memoryThemeStore("bogus"), values, () => {});
    expect(other.querySelector<HTMLInputElement>('input[value="system"]')!.checked).toBe(true);
  });

  it("saves a pick at once and re-applies; system clears the saved value", () => {
    const form = chooser();
    const store = memoryThemeStore();
    const reapply = vi.fn();
    bindThemeChooser(form, store, values, reapply);
    pick(form, values.dark);
    expect(store.value).toBe(values.dark);
    pick(form, "system");
    expect(store.value).toBeUndefined();
    expect(reapply).toHaveBeenCalledTimes(2);
  });

  it("saves on submit without leaving the page", () => {
    const form = chooser();
    const store = memoryThemeStore();
    bindThemeChooser(form, store, values, () => {});
    form.querySelector<HTMLInputElement>(`input[value="${values.light}"]`)!.checked = true;
    const submit = new Event("submit", { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(store.value).toBe(values.light);
  });
});

describe("following the system colour scheme (SPEC §4)", () => {
  it("re-applies on a system change only while nothing is saved", () => {
    const scheme = new EventTarget();
    const store = memoryThemeStore();
    const reapply = vi.fn();
    followSystemTheme(scheme as unknown as MediaQueryList, store, values, reapply);
    scheme.dispatchEvent(new Event("change"));
    expect(reapply).toHaveBeenCalledTimes(1);
    store.value = values.light;
    scheme.dispatchEvent(new Event("change"));
    expect(reapply).toHaveBeenCalledTimes(1);
  });
});
