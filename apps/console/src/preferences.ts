import type { PreferenceStorage } from "@org/console";
import { storedUser } from "./auth-storage";

/**
 * The console's preferences (each table's columns and density, the quick search's recent items) in localStorage,
 * one set per operator: the key carries the signed-in e-mail, read at each use, so people who share a browser never
 * see each other's choices or recent devices, and a sign-out keeps them for the next sign-in.
 */
const operatorPreferences: PreferenceStorage = {
  getItem: (key) => localStorage.getItem(`${key}:${storedUser() ?? ""}`),
  setItem: (key, value) => localStorage.setItem(`${key}:${storedUser() ?? ""}`, value),
};

export { operatorPreferences };
