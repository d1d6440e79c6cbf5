/** What the shortcut reads of a key press: a `KeyboardEvent` has all of it. */
type ShortcutKeyEvent = Pick<
  KeyboardEvent,
  "code" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey" | "isComposing" | "keyCode" | "target"
>;

/** Inputs that take no typed text: a key press on them is not typing. */
const NON_TEXT_INPUTS = new Set(["button", "checkbox", "color", "file", "image", "radio", "range", "reset", "submit"]);

/** Whether the operator is typing into this element: a text field, a text area, a select or editable content. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof target !== "object" || target === null || !("tagName" in target)) return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = String(element.tagName).toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag !== "INPUT") return false;
  return !NON_TEXT_INPUTS.has(String((element as HTMLInputElement).type ?? "text").toLowerCase());
}

/**
 * Whether a key press opens the command palette: Ctrl+K or ⌘K, and nothing else held. It reads the key's position
 * (`code`), not the character it types, so it works on any keyboard layout (Cyrillic, Zhuyin, Dvorak…). It never
 * fires while the operator types in a field, nor while an input method is composing text.
 */
function isPaletteShortcut(event: ShortcutKeyEvent): boolean {
  if (event.code !== "KeyK") return false;
  if (event.ctrlKey === event.metaKey || event.altKey || event.shiftKey) return false;
  // 229 is what browsers report for every key an input method takes, in some of them outside `isComposing`.
  if (event.isComposing || event.keyCode === 229) return false;
  return !isTypingTarget(event.target);
}

export { isPaletteShortcut };
