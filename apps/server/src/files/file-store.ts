import { randomBytes } from "node:crypto";
import { createReadStream, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { ReadStream } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

/**
 * The data directory for uploaded and generated files (firmware, images, theme logos, exports). Every path is relative
 * to the root and checked to stay inside it. Writes go to a temporary file first and are renamed into place, so a
 * crash or a SIGTERM never leaves half a file under the real name.
 */
class FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  /** The absolute path of a stored file; throws when the relative path would leave the root. */
  path(relativePath: string): string {
    if (relativePath === "" || isAbsolute(relativePath) || relativePath.includes("\0"))
      throw new Error(`Bad file path: ${relativePath}`);
    const full = resolve(this.root, relativePath);
    const inside = relative(this.root, full);
    if (inside === "" || inside.startsWith("..") || isAbsolute(inside) || inside.split(sep).includes("..")) {
      throw new Error(`File path leaves the data directory: ${relativePath}`);
    }
    return full;
  }

  write(relativePath: string, data: Uint8Array | string): void {
    const full = this.path(relativePath);
    mkdirSync(dirname(full), { recursive: true });
    const temporary = this.temporaryPath(full);
    try {
      writeFileSync(temporary, data);
      renameSync(temporary, full);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }

  /** A temporary path next to `full`, for writers that stream; rename it with `commit`. */
  temporaryPath(full: string): string {
    return join(dirname(full), `.${randomBytes(6).toString("hex")}.tmp`);
  }

  /**
   * Writes `data` under a temporary name next to `relativePath` and returns that name, for a caller that must first
   * save something else: it then moves the file into place with `commit`, or removes it.
   */
  stage(relativePath: string, data: Uint8Array | string): string {
    const full = this.path(relativePath);
    mkdirSync(dirname(full), { recursive: true });
    const temporary = this.temporaryPath(full);
    try {
      writeFileSync(temporary, data);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
    return temporary;
  }

  commit(temporary: string, relativePath: string): void {
    const full = this.path(relativePath);
    mkdirSync(dirname(full), { recursive: true });
    renameSync(temporary, full);
  }

  exists(relativePath: string): boolean {
    try {
      return statSync(this.path(relativePath)).isFile();
    } catch {
      return false;
    }
  }

  size(relativePath: string): number | null {
    try {
      const stat = statSync(this.path(relativePath));
      return stat.isFile() ? stat.size : null;
    } catch {
      return null;
    }
  }

  read(relativePath: string): Buffer {
    return readFileSync(this.path(relativePath));
  }

  stream(relativePath: string): ReadStream {
    return createReadStream(this.path(relativePath));
  }

  remove(relativePath: string): void {
    rmSync(this.path(relativePath), { force: true });
  }
}

export { FileStore };
