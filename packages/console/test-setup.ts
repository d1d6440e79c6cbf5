// Unit tests render the console synchronously (some on the server renderer), as the app and Storybook do: both
// languages' strings count as fetched, so no provider waits for a chunk. The lazy path is covered in the embed test.
import { registerConsoleStrings } from "./src/i18n/i18n";
import { consoleStrings } from "./src/entries/strings";

registerConsoleStrings(consoleStrings);
