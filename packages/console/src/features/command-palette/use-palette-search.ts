import { useEffect, useState } from "react";
import { USER_SEARCH_MAX, USER_SEARCH_MIN, type Device, type User } from "@org/api-client";
import { useConsoleApi } from "../../provider/console-provider";

/** How long typing pauses before the palette searches. */
const DEBOUNCE_MS = 250;
/** How many devices and how many users the palette lists. */
const RESULT_LIMIT = 5;

type Answer<T> = { items: T[]; error?: undefined } | { items?: undefined; error: unknown };

type Answers = { key: string; devices?: Answer<Device>; users?: Answer<User> };

type PaletteSearch = {
  /** The text searched, trimmed; empty while there is nothing to search. */
  term: string;
  /** Whether users are searched for this text: it has as many characters as the user list's search takes. */
  searchesUsers: boolean;
  devices?: Answer<Device>;
  users?: Answer<User>;
  /** A search is waiting for typing to pause, or for an answer. */
  loading: boolean;
  /** Asks again for what failed. */
  retry: () => void;
};

/** The user list's search bounds, which the contract holds. */
function searchesUsersFor(term: string): boolean {
  return term.length >= USER_SEARCH_MIN && term.length <= USER_SEARCH_MAX;
}

/**
 * Devices whose serial number contains the text (GET /devices with `identity`) and users whose e-mail contains it
 * (GET /users with `filter.email`), a few of each. It searches once typing pauses, cancels the search a newer text
 * replaces, and ignores any answer that arrives for an older text.
 */
function usePaletteSearch(text: string): PaletteSearch {
  const api = useConsoleApi();
  const typed = text.trim();
  const [term, setTerm] = useState(typed);
  const [attempt, setAttempt] = useState(0);
  const [answers, setAnswers] = useState<Answers>({ key: "" });

  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const key = `${attempt}:${term}`;
  const searchesUsers = searchesUsersFor(term);

  useEffect(() => {
    if (term === "") return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const settle = <K extends "devices" | "users">(part: K, answer: Answers[K]) => {
      if (signal.aborted) return;
      setAnswers((previous) => (previous.key === key ? { ...previous, [part]: answer } : { key, [part]: answer }));
    };
    api.devices.list({ limit: RESULT_LIMIT, offset: 0, identity: term }, { signal }).then(
      (list) => settle("devices", { items: list.devices }),
      (error: unknown) => settle("devices", { error }),
    );
    if (searchesUsers) {
      api.users.list({ limit: RESULT_LIMIT, offset: 0, filter: { email: term } }, { signal }).then(
        (list) => settle("users", { items: list.items }),
        (error: unknown) => settle("users", { error }),
      );
    }
    return () => controller.abort();
  }, [api, key, term, searchesUsers]);

  const current = answers.key === key ? answers : undefined;
  const devices = term === "" ? undefined : current?.devices;
  const users = term === "" || !searchesUsers ? undefined : current?.users;
  const loading = typed !== term || (term !== "" && (devices === undefined || (searchesUsers && users === undefined)));

  return {
    term,
    searchesUsers,
    devices,
    users,
    loading,
    retry: () => setAttempt((count) => count + 1),
  };
}

export { usePaletteSearch };
