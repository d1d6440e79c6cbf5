import type { InformationModelViolation } from "@org/api-client";

/** One problem of a picked file, as the list shows it: a JSON Pointer into the file ("/" is all of it) and why. */
type ModelProblem = Pick<InformationModelViolation, "path" | "message">;

/**
 * A file's problems as they come back from the check worker: every path and message end to end in one string, and
 * where each one ends. A broken model of a megabyte has some 30,000 problems; as that many objects, the page spent
 * ~40 ms at 4x CPU throttle only reading the worker's answer. One string and one typed array are copied, not rebuilt.
 */
type PackedProblems = { text: string; ends: Uint32Array };

function packProblems(problems: readonly ModelProblem[]): PackedProblems {
  const ends = new Uint32Array(problems.length * 2);
  const parts: string[] = [];
  let length = 0;
  problems.forEach(({ path, message }, index) => {
    parts.push(path, message);
    length += path.length;
    ends[index * 2] = length;
    length += message.length;
    ends[index * 2 + 1] = length;
  });
  return { text: parts.join(""), ends };
}

/**
 * A failing file's problems, read one at a time. A class rather than an array on purpose: react-hook-form copies
 * every plain object and array of a value it is given (70 ms for 30,000 problems at 4x CPU throttle), and keeps an
 * instance of a class as it is.
 */
class ModelProblems {
  readonly #packed: PackedProblems;

  constructor(packed: PackedProblems) {
    this.#packed = packed;
  }

  static of(problems: readonly ModelProblem[]): ModelProblems {
    return new ModelProblems(packProblems(problems));
  }

  get length(): number {
    return this.#packed.ends.length / 2;
  }

  /** The problem at `index` (0 to length - 1). */
  at(index: number): ModelProblem {
    const { text, ends } = this.#packed;
    const start = index === 0 ? 0 : (ends[index * 2 - 1] ?? 0);
    const pathEnd = ends[index * 2];
    const end = ends[index * 2 + 1];
    if (pathEnd === undefined || end === undefined) throw new RangeError(`No problem ${index} of ${this.length}`);
    return { path: text.slice(start, pathEnd), message: text.slice(pathEnd, end) };
  }

  toArray(): ModelProblem[] {
    return Array.from({ length: this.length }, (_, index) => this.at(index));
  }
}

export { ModelProblems, packProblems };
export type { ModelProblem, PackedProblems };
