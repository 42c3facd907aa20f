/** The CSV file rules share one reading of the file (parseCsv); each reports its own kind of problem. */
import type { CsvFileProblem } from '../csv';
import type { Finding } from './rule';

export function csvFileProblem(rule: CsvFileProblem['rule']): (problem: CsvFileProblem) => Finding | null {
  return (problem) => (problem.rule === rule ? { message: `the file cannot be read: ${problem.message}` } : null);
}
