import type { ConsoleApi } from "../../console-api.js";
import { STATUS } from "../../contract/constants.js";
import { accountActivationRequestSchema } from "../../contract/requests/session.js";
import { userListQuerySchema, userStatusRequestSchema } from "../../contract/requests/users.js";
import { httpError, sortBy, validate } from "./runtime.js";
import type { FakeRuntime } from "./runtime.js";

/**
 * Users: the list (search by e-mail, newest first by default), a user's devices and groups, deleting (which also
 * removes them from their devices and ends their sessions), activating and deactivating. The built-in administrator
 * can be neither deleted nor deactivated (409).
 */
function fakeUsers({ data, run }: FakeRuntime): Pick<ConsoleApi, "users"> {
  function findUser(id: string) {
    const user = data.users.find((candidate) => candidate.id === id);
    if (!user) throw httpError(STATUS.notFound, "User not found.");
    return user;
  }

  return {
    users: {
      list: (query, o) =>
        run("users.list", o?.signal, () => {
          const { limit, offset, filter, order = "-creation_date" } = validate(userListQuerySchema, query);
          const needle = filter?.email?.toLowerCase();
          const matches = data.users.filter((user) => !needle || user.email.toLowerCase().includes(needle));
          sortBy(
            matches,
            order,
            (user, key) => user[key as "email" | "creation_date"],
            (user) => user.id.padStart(12, "0"),
          );
          const items = matches
            .slice(offset, offset + limit)
            .map(({ id, email, status, creation_date, builtIn }) => ({ id, email, status, creation_date, builtIn }));
          return { total: matches.length, items };
        }),
      total: (o) => run("users.total", o?.signal, () => ({ users: data.users.length })),
      get: (id, o) =>
        run("users.get", o?.signal, () => {
          const user = findUser(id);
          const devices = data.devices
            .filter((device) => device.owner === user.email || device.guests.includes(user.email))
            .map((device) => ({ id: device.identity }));
          return { devices, groups: user.groups };
        }),
      delete: (id, o) =>
        run("users.delete", o?.signal, () => {
          const user = findUser(id);
          if (user.builtIn) throw httpError(STATUS.conflict, "The built-in administrator cannot be deleted.");
          data.users = data.users.filter((candidate) => candidate !== user);
          for (const device of data.devices) {
            if (device.owner === user.email) device.owner = null;
            device.guests = device.guests.filter((guest) => guest !== user.email);
          }
          for (const [token, userId] of data.tokens) if (userId === id) data.tokens.delete(token);
        }),
      setStatus: (id, status, o) =>
        run("users.setStatus", o?.signal, () => {
          const request = validate(userStatusRequestSchema, { status });
          const user = findUser(id);
          if (user.builtIn && request.status === 0) {
            throw httpError(STATUS.conflict, "The built-in administrator cannot be deactivated.");
          }
          user.status = request.status;
        }),
      activate: (request, o) =>
        run("users.activate", o?.signal, () => {
          const { code } = validate(accountActivationRequestSchema, request);
          const userId = data.activationCodes.get(code);
          if (!userId) throw httpError(STATUS.notFound, "This activation link is not valid.");
          findUser(userId).status = 1;
          data.activationCodes.delete(code);
        }),
    },
  };
}

export { fakeUsers };
