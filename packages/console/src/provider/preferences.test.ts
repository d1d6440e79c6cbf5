import { describe, expect, test, vi } from "vitest";
import { createPreferenceStore } from "./preferences";

describe("the provider's preferences", () => {
  test("a write the storage refuses (full, private mode) holds for as long as the provider, and readers hear of it", () => {
    const store = createPreferenceStore({
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setItem("oc:table:devices", '{"density":"compact"}');
    expect(store.getItem("oc:table:devices")).toBe('{"density":"compact"}');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test("a storage the browser will not read counts as nothing stored", () => {
    const store = createPreferenceStore({
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {},
    });
    expect(store.getItem("oc:table:devices")).toBeNull();
  });

  test("reads go to the host's storage each time, so one keyed by the signed-in operator shows that operator's", () => {
    const values = new Map([
      ["oc:palette:recent:mia", "mia's"],
      ["oc:palette:recent:leo", "leo's"],
    ]);
    let operator = "mia";
    const store = createPreferenceStore({
      getItem: (key) => values.get(`${key}:${operator}`) ?? null,
      setItem: (key, value) => void values.set(`${key}:${operator}`, value),
    });
    expect(store.getItem("oc:palette:recent")).toBe("mia's");
    operator = "leo";
    expect(store.getItem("oc:palette:recent")).toBe("leo's");
    store.setItem("oc:palette:recent", "leo's new");
    operator = "mia";
    expect(store.getItem("oc:palette:recent")).toBe("mia's");
  });
});
