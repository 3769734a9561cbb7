import { describe, expect, it } from 'vitest';
import { readSqlmapLog } from './sqlmap-run';

// The scan passes only if this reading of sqlmap's log sees a finding when sqlmap reports one.
describe("reading sqlmap's log", () => {
  it('counts the parameters tested and finds none injectable in a clean run', () => {
    const log = `[12:47:40] [INFO] testing for SQL injection on PATCH parameter 'JSON name'
[12:47:41] [WARNING] PATCH parameter 'JSON name' does not seem to be injectable
[12:47:41] [WARNING] heuristic (basic) test shows that GET parameter 'search' might not be injectable
[12:47:41] [INFO] testing for SQL injection on GET parameter 'search'
[12:47:41] [CRITICAL] target URL content appears to be heavily dynamic. sqlmap is going to retry the request(s)
[12:47:41] [ERROR] all tested parameters do not appear to be injectable.`;
    expect(readSqlmapLog(log)).toEqual({
      tested: ["PATCH parameter 'JSON name'", "GET parameter 'search'"],
      injectable: [],
      problems: [],
    });
  });

  it('reports a confirmed injection, a positive heuristic and fatal errors', () => {
    const log = `[12:00:01] [INFO] testing for SQL injection on URI parameter '#1*'
[12:00:01] [INFO] heuristic (basic) test shows that GET parameter 'name' might be injectable (possible DBMS: 'PostgreSQL')
[12:00:02] [INFO] URI parameter '#1*' appears to be 'AND boolean-based blind - WHERE or HAVING clause' injectable
[12:00:03] [INFO] (custom) POST parameter 'JSON name' is 'PostgreSQL > 8.1 stacked queries (comment)' injectable
[12:00:04] [CRITICAL] connection refused`;
    const outcome = readSqlmapLog(log);
    expect(outcome.injectable).toEqual([
      "URI parameter '#1*'",
      "(custom) POST parameter 'JSON name'",
      "GET parameter 'name'",
    ]);
    expect(outcome.problems).toEqual(['connection refused']);
  });
});
