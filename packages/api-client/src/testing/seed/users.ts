import { BUILT_IN_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from "../../contract/constants.js";
import type { WireUser } from "../../contract/entities/users.js";
import { TIME_UNITS } from "../../contract/units.js";
import type { Random } from "../prng.js";

const FAKE_ADMIN_ID = "1";
/** The built-in administrator's password in the fake: `DEMO_ADMIN_PASSWORD`, under its older name. */
const FAKE_ADMIN_PASSWORD = DEMO_ADMIN_PASSWORD;

/** A user as the server holds it: `creation_date` in seconds, as the API sends it. */
interface FakeUser extends WireUser {
  password: string;
  /** Only administrators sign in to the console (others get 401). The seed makes the built-in one the only one. */
  isAdmin?: boolean;
  groups: { name: string; displayName: string | null; label: string }[];
}

const FIRST_NAMES = [
  "Wei",
  "Mei",
  "Jun",
  "Hui",
  "Yu",
  "Chen",
  "Ling",
  "Hao",
  "Ting",
  "Jia",
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Sofia",
  "Lucas",
  "Mia",
  "Ethan",
  "Chloe",
  "Daniel",
  "Hannah",
  "Kenji",
  "Aiko",
  "Minh",
  "Priya",
] as const;
const LAST_NAMES = [
  "Chen",
  "Lin",
  "Huang",
  "Chang",
  "Lee",
  "Wang",
  "Wu",
  "Liu",
  "Tsai",
  "Yang",
  "Hsu",
  "Cheng",
  "Smith",
  "Garcia",
  "Johnson",
  "Brown",
  "Nguyen",
  "Tanaka",
  "Sato",
  "Kim",
  "Patel",
  "Müller",
  "Rossi",
  "Silva",
] as const;
const DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com"] as const;
const GROUP_NAMES = ["Home", "Office", "Parents", "Beach house", "Studio"] as const;

function userEmail(random: Random, taken: Set<string>): string {
  for (;;) {
    const first = random.pick(FIRST_NAMES).toLowerCase();
    const last = random.pick(LAST_NAMES).toLowerCase().replace("ü", "ue");
    const base = random.chance(0.5) ? `${first}.${last}` : `${first[0]}${last}${random.int(1, 99)}`;
    const email = `${base}@${random.pick(DOMAINS)}`;
    if (!taken.has(email)) {
      taken.add(email);
      return email;
    }
  }
}

function makeUsers(random: Random, count: number, now: number): FakeUser[] {
  const nowSeconds = TIME_UNITS.seconds.encode(now);
  const admin: FakeUser = {
    id: FAKE_ADMIN_ID,
    email: BUILT_IN_ADMIN_EMAIL,
    status: 1,
    creation_date: nowSeconds - 3 * 365 * 86_400,
    builtIn: true,
    password: FAKE_ADMIN_PASSWORD,
    isAdmin: true,
    groups: [],
  };
  const taken = new Set([BUILT_IN_ADMIN_EMAIL]);
  const users: FakeUser[] = [admin];
  for (let index = 1; index < count; index++) {
    const groupCount = random.chance(0.6) ? random.int(1, 2) : 0;
    const groups = Array.from({ length: groupCount }, (_, group) => {
      const displayName = random.chance(0.7) ? random.pick(GROUP_NAMES) : null;
      const name = `group-${random.hex(6)}-${group}`;
      return { name, displayName, label: displayName ?? name };
    });
    users.push({
      id: String(1000 + index),
      email: userEmail(random, taken),
      status: random.chance(0.88) ? 1 : 0,
      creation_date: nowSeconds - random.int(3_600, 2 * 365 * 86_400),
      builtIn: false,
      password: `Passw0rd${index}`,
      groups,
    });
  }
  return users;
}

export { FAKE_ADMIN_ID, FAKE_ADMIN_PASSWORD, makeUsers };
export type { FakeUser };
