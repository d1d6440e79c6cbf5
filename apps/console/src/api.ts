import { createHttpApi } from "@org/api-client";
import { storedToken } from "./auth-storage";

let unauthorizedHandler: () => void = () => {};

/** The one API client of the app: same origin, bearer token from storage, any 403 handled by the root route. */
const api = createHttpApi({
  getToken: () => storedToken() ?? undefined,
  onUnauthorized: () => unauthorizedHandler(),
});

function setUnauthorizedHandler(handler: () => void) {
  unauthorizedHandler = handler;
}

export { api, setUnauthorizedHandler };
