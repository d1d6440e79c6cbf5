/** Checks a class list that cn() joined; see test-support/class-conflicts.ts, the one place that registers one. */
type ClassListCheck = (classList: string) => void;

let check: ClassListCheck | undefined;

/**
 * Registers the check cn() runs on every class list it joins, or removes it with `undefined`. Only tests register one:
 * the check needs tailwind-merge, which no production bundle may carry.
 */
function setClassListCheck(next: ClassListCheck | undefined) {
  check = next;
}

function checkClassList(classList: string) {
  check?.(classList);
}

export { checkClassList, setClassListCheck };
