import type { ModelProblemCode } from "@org/api-client";

/** Why a picked file is refused: the checker's codes, and the page's own (a wrong type, a file it could not read). */
type ProblemCode = ModelProblemCode | "wrongType" | "checkFailed";

/**
 * One problem of a picked file, as the list shows it: a JSON Pointer into the file ("/" is all of it), why as a code,
 * and the part of the reason that varies (a limit, the allowed values).
 */
type ModelProblem = { path: string; code: ProblemCode; value: string };

/** The parts of a problem, in the order they are packed. */
const PARTS = 3;

/**
 * A file's problems as they come back from the check worker: every path, code and value end to end in one string,
 * and where each part ends. A broken model of a megabyte has some 30,000 problems; as that many objects, the page spent
 * ~40 ms at 4x CPU throttle only reading the worker's answer. One string and one typed array are copied, not rebuilt.
 */
type PackedProblems = { text: string; ends: Uint32Array };

function packProblems(problems: readonly ModelProblem[]): PackedProblems {
  const ends = new Uint32Array(problems.length * PARTS);
  const parts: string[] = [];
  let length = 0;
  problems.forEach(({ path, code, value }, index) => {
    [path, code, value].forEach((part, offset) => {
      parts.push(part);
      length += part.length;
      ends[index * PARTS + offset] = length;
    });
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
    return this.#packed.ends.length / PARTS;
  }

  /** The problem at `index` (0 to length - 1). */
  at(index: number): ModelProblem {
    const { text, ends } = this.#packed;
    const first = index * PARTS;
    const start = index === 0 ? 0 : (ends[first - 1] ?? 0);
    const [pathEnd, codeEnd, end] = [ends[first], ends[first + 1], ends[first + 2]];
    if (index < 0 || pathEnd === undefined || codeEnd === undefined || end === undefined) {
      throw new RangeError(`No problem ${index} of ${this.length}`);
    }
    return {
      path: text.slice(start, pathEnd),
      code: text.slice(pathEnd, codeEnd) as ProblemCode,
      value: text.slice(codeEnd, end),
    };
  }

  toArray(): ModelProblem[] {
    return Array.from({ length: this.length }, (_, index) => this.at(index));
  }
}

export { ModelProblems, packProblems };
export type { ModelProblem, PackedProblems, ProblemCode };
