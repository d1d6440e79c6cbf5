import { useCallback, useMemo } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";

type UrlQueryModel<Query> = {
  /** The route's path parameter that opens a search (`:sn`, `:email`). */
  param: string;
  parse: (searchParams: URLSearchParams, fromPath: string | undefined) => Query;
  toSearchParams: (query: Query) => URLSearchParams;
  /** The list's own path, which every change moves to, leaving the path parameter behind. */
  pathname: string;
};

/**
 * A list screen's search, sort and page kept in the URL (SPEC §2), so back/forward restore them and a link can be
 * shared: read from the path parameter and the search, written back as `pathname?search`.
 */
function useQueryInUrl<Query>({ param, parse, toSearchParams, pathname }: UrlQueryModel<Query>) {
  const fromPath = useParams()[param];
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parse(searchParams, fromPath), [parse, searchParams, fromPath]);

  const onQueryChange = useCallback(
    (next: Query, { replace }: { replace?: boolean }) => {
      const search = toSearchParams(next).toString();
      void navigate({ pathname, search: search ? `?${search}` : "" }, { replace });
    },
    [navigate, toSearchParams, pathname],
  );

  return { query, onQueryChange };
}

export { useQueryInUrl };
