import { centsToDecimal, csvCell, money, toCsv } from './csv-writer';

describe('CSV writer', () => {
  it('writes a header row and CRLF-terminated rows', () => {
    expect(toCsv(['a', 'b'], [['x', 1], [null, true]])).toBe('a,b\r\nx,1\r\n,true\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('writes money as exact dollars, negative amounts as numbers', () => {
    expect(csvCell(money(1234))).toBe('12.34');
    expect(csvCell(money(-25))).toBe('-0.25');
    expect(csvCell(money(5))).toBe('0.05');
    expect(csvCell(money(null))).toBe('');
    expect(centsToDecimal(900719925474099)).toBe('9007199254740.99');
    expect(csvCell(-3)).toBe('-3');
  });
});
