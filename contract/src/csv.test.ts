import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv';

describe('CSV for spreadsheets', () => {
  it('writes a text a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvCell('+8801711')).toBe("'+8801711");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-5.5)).toBe('-5.5');
    expect(csvCell('-5.00')).toBe('-5.00');
    expect(csvCell('কাচ্চি, ফুল')).toBe('"কাচ্চি, ফুল"');
    expect(csvCell('Standard')).toBe('Standard');
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      csvFile([
        ['Day', 'VAT'],
        ['2026-11-27', 12.5],
      ]),
    ).toBe('\uFEFFDay,VAT\r\n2026-11-27,12.5\r\n');
  });
});
