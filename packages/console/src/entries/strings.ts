// @org/console/strings: both languages' strings, for a host that wants them in its own bundle rather than fetched
// with the first screen. Pass them to `registerConsoleStrings` from `@org/console` before rendering.
import { en } from "../i18n/en";
import { zhTW } from "../i18n/zh-TW";
import type { ConsoleStrings } from "../i18n/i18n";

export const consoleStrings: ConsoleStrings = { en, "zh-TW": zhTW };
