// @org/console/user-table: one component with what goes with it. Needs a <ConsoleProvider> above it.
export { UserTable } from "../features/users/user-table";
export type { UserTableApi, UserTableProps, UserTableQueryChangeOptions } from "../features/users/user-table";
export { parseUserTableQuery, userTableQueryToSearchParams } from "../features/users/user-table-query";
export type { UserTableQuery } from "../features/users/user-table-query";
export { userKeys } from "../features/users/use-users";
