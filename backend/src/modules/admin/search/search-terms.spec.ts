import { escapeLike, searchTerms } from './search-terms';

describe('search terms', () => {
  it('escapes LIKE wildcards and the escape character so they match themselves', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
    expect(searchTerms('ch_sandbox').contains).toBe('%ch\\_sandbox%');
  });

  it('keeps ordinary text as it is, inside a contains pattern', () => {
    expect(searchTerms('Acme Co')).toEqual({ contains: '%Acme Co%', uuid: null });
  });

  it('names the id, lower-cased, only when the text is a whole UUID', () => {
    expect(searchTerms('0A1B2C3D-0000-4000-8000-00000000000F').uuid).toBe('0a1b2c3d-0000-4000-8000-00000000000f');
    expect(searchTerms('0a1b2c3d-0000-4000').uuid).toBeNull();
  });
});
