import { createHttpApi } from "@org/api-client";
import { storedToken } from "./auth-storage";

/**
 * The one API client of the app: same origin, bearer token from storage. Its 403s reach ConsoleProvider's
 * `onUnauthorized` (root.tsx), which owns that path for every call made inside the console.
 */
const api = createHttpApi({ getToken: () => storedToken() ?? undefined });

export { api };
