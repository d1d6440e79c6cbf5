/**
 * A table screen's query (search, sort, page): its defaults and how it travels in a URL. The device and user tables
 * each define one with `tableQueryModel`, and `useTableQuery` keeps their state with it, so both tables read, write,
 * compare and report their queries the same way.
 */
type TableQueryDefinition<Query> = {
  /** The query of a plain list: no search, the server's order, page 1. */
  defaults: Query;
  /**
   * Reads a URL's parameters. A route value (`device/:sn`, `user/:email`) opens a search for it unless the URL has
   * a search of its own; unknown or malformed values fall back to the defaults.
   */
  parse: (params: URLSearchParams, routeValue?: string) => Query;
  /** Writes the parameters, leaving out the defaults so a plain list has a plain URL. */
  toSearchParams: (query: Query) => URLSearchParams;
};

type TableQueryModel<Query> = TableQueryDefinition<Query> & {
  /** The query a URL would restore: what the table keeps and reports. */
  normalize: (query: Query) => Query;
  /** A whole query from some of its fields (a host's `defaultQuery`). */
  complete: (partial: Partial<Query> | undefined) => Query;
  /** Whether two queries show the same list. */
  same: (a: Query, b: Query) => boolean;
};

function tableQueryModel<Query>(definition: TableQueryDefinition<Query>): TableQueryModel<Query> {
  const key = (query: Query) => definition.toSearchParams(query).toString();
  const normalize = (query: Query) => definition.parse(definition.toSearchParams(query));
  return {
    ...definition,
    normalize,
    complete: (partial) => normalize({ ...definition.defaults, ...partial }),
    same: (a, b) => key(a) === key(b),
  };
}

export { tableQueryModel };
export type { TableQueryModel };
