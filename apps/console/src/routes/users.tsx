import { useCallback, useMemo } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { BUILT_IN_ADMIN_EMAIL } from "@org/api-client";
import { useConsole } from "@org/console";
import { UserTable, parseUserTableQuery, userTableQueryToSearchParams, type UserTableQuery, type UserTableQueryChangeOptions } from "@org/console/user-table";

/**
 * /user and /user/:email (SPEC §2): the user list with its e-mail search and page in the URL, so back/forward restore
 * them and a link can be shared. `:email` opens a search for that e-mail; any later change moves to /user?….
 */
export default function UsersRoute() {
  const { email } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { links } = useConsole();
  const query = useMemo(() => parseUserTableQuery(searchParams, email), [searchParams, email]);

  const onQueryChange = useCallback(
    (next: UserTableQuery, { replace }: UserTableQueryChangeOptions) => {
      const search = userTableQueryToSearchParams(next).toString();
      void navigate({ pathname: links.user(), search: search ? `?${search}` : "" }, { replace });
    },
    [navigate, links],
  );

  // A backend whose user list does not mark the built-in administrator: the deployment names it at build time, and
  // by default it is the documented one. Where the list marks it, that account is protected too.
  const builtInAdminEmail = (import.meta.env.VITE_CONSOLE_ADMIN_EMAIL as string | undefined) ?? BUILT_IN_ADMIN_EMAIL;
  return <UserTable query={query} onQueryChange={onQueryChange} builtInAdminEmail={builtInAdminEmail} />;
}
