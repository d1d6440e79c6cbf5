/** A benchmark's figure: a measured value, with a budget on it (or on its ratio to a reference) when `max` is given. */
export type Figure = {
  id: string;
  label: string;
  value: number;
  unit: string;
  reference?: { label: string; value: number };
  ratio?: number;
  max?: number;
  budgetOn?: "ratio" | "value";
  pass?: boolean | null;
};
export function figure(input: {
  id: string;
  label: string;
  value: number;
  unit: string;
  max?: number;
  reference?: { label: string; value: number };
}): Figure;
export function writeFigures(file: string, benchmark: string, figures: Figure[], details?: object): object;
export function printFigures(figures: Figure[]): void;
