import type { CallName } from "@org/api-client";
import { scenario } from "./scenario";

// The story kit's network: a fake whose calls get no answer while the story has cut the connection, and the
// browser's online state as a story sets it. Not a story file.

/** What the browser says of its connection, as going offline and back would: `online` puts the browser's own back. */
function setBrowserOnline(online: boolean) {
  if (online) Reflect.deleteProperty(navigator, "onLine");
  else Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

type Cut = "offline" | "server down" | undefined;

/**
 * A story's fake API behind a connection the story can cut: `goOffline()` (the browser says it is offline, and no
 * call gets an answer), `stopServer()` (the browser is online, but no call gets an answer) and `reconnect()`, which
 * undoes either. `record` lists the calls recorded in `calls`, as `scenario` does. Each story run starts connected,
 * and a story left offline is put back online when it ends.
 */
function connectionScenario<const N extends CallName = never>(options: { record?: readonly N[] } = {}) {
  let cut: Cut;
  const story = scenario({ ...options, fail: () => (cut === undefined ? undefined : "network") });
  return {
    ...story,
    beforeEach: () => {
      cut = undefined;
      story.beforeEach();
      return () => {
        if (cut === "offline") setBrowserOnline(true);
        cut = undefined;
      };
    },
    goOffline: () => {
      cut = "offline";
      setBrowserOnline(false);
    },
    stopServer: () => {
      cut = "server down";
    },
    reconnect: () => {
      const wasOffline = cut === "offline";
      cut = undefined;
      if (wasOffline) setBrowserOnline(true);
    },
  };
}

export { connectionScenario, setBrowserOnline };
