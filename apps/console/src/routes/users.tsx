import { BUILT_IN_ADMIN_EMAIL } from "@org/api-client";
import { useConsole } from "@org/console";
import { UserTable, parseUserTableQuery, userTableQueryToSearchParams } from "@org/console/user-table";
import { useQueryInUrl } from "./use-query-in-url";

/**
 * /user and /user/:email (SPEC §2): the user list with its e-mail search and page in the URL, so back/forward restore
 * them and a link can be shared. `:email` opens a search for that e-mail; any later change moves to /user?….
 */
export default function UsersRoute() {
  const { links } = useConsole();
  const { query, onQueryChange } = useQueryInUrl({
    param: "email",
    parse: parseUserTableQuery,
    toSearchParams: userTableQueryToSearchParams,
    pathname: links.user(),
  });

  // A backend whose user list does not mark the built-in administrator: the deployment names it at build time, and
  // by default it is the documented one. Where the list marks it, that account is protected too.
  const builtInAdminEmail = (import.meta.env.VITE_CONSOLE_ADMIN_EMAIL as string | undefined) ?? BUILT_IN_ADMIN_EMAIL;
  return <UserTable query={query} onQueryChange={onQueryChange} builtInAdminEmail={builtInAdminEmail} />;
}
