import { preloadData } from "./preload";
import { preloadScreens } from "./screens";

/**
 * The first screen's requests and chunks, started as this module evaluates. main.tsx imports it before anything else,
 * so it runs before React DOM, the router and i18next evaluate (~250 ms on a slow laptop) instead of after them: the
 * answers are on their way while the rest of the entry is still starting up.
 */
preloadData(window.location);
const firstScreenReady = preloadScreens(window.location.pathname);

export { firstScreenReady };
