import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files known to take a minute or so each, on one worker, whatever runs beside them. Vitest runs the
 * files it has timed before longest first, but a clean clone (CI) has no timings and runs larger
 * files first: the fuzzer's small file came last and ran alone for its last 62 of 74 s while the
 * other worker sat idle (the PGlite pass 301 s). Started first, it runs beside the others.
 */
const LONG = ['test/fuzz/fuzz.test.ts', 'import/kill-import.test.ts', 'import/spreadsheet-reader.test.ts'];

const rank = (file: TestSpecification) => {
  const at = LONG.findIndex((end) => file.moduleId.endsWith(end));
  return at === -1 ? LONG.length : at;
};

/** Vitest's order (project by project, then by its timings or sizes), the long files first in each project. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const projects = [...new Set(ordered.map((file) => file.project.name))];
    return projects.flatMap((name) =>
      // Array.prototype.sort is stable: the rest keep vitest's order.
      ordered.filter((file) => file.project.name === name).sort((a, b) => rank(a) - rank(b)),
    );
  }
}
