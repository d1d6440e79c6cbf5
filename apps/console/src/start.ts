import { preloadData } from "./preload";
import { preloadScreens } from "./screens";

/**
 * The first screen's requests and chunks, started as this module evaluates. main.tsx imports it before anything else,
 * so it runs before the entry's biggest module, React DOM's client, evaluates instead of after it: the answers and the
 * chunks are on their way while the rest of the entry is still starting up.
 */
preloadData(window.location);
const firstScreenReady = preloadScreens(window.location.pathname);

export { firstScreenReady };
