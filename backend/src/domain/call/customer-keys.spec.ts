import { customerEmailKey, customerPhoneKey } from './customer-keys';

describe('customer keys for duplicate detection', () => {
  it('treats emails alike regardless of case and dots in the local part', () => {
    expect(customerEmailKey('J.Doe@Example.com')).toBe(customerEmailKey('jdoe@example.com'));
    expect(customerEmailKey(' jane.doe@example.com ')).toBe('janedoe@example.com');
  });

  it('keeps dots in the domain: other domains are other people', () => {
    expect(customerEmailKey('a@mail.example.com')).not.toBe(customerEmailKey('a@mailexample.com'));
  });

  it('compares phones by digits with the country code', () => {
    expect(customerPhoneKey('+1', '(555) 010-2000')).toBe('1:5550102000');
    expect(customerPhoneKey('+44', '5550102000')).not.toBe(customerPhoneKey('+1', '5550102000'));
    expect(customerPhoneKey('+1', '')).toBeNull();
    expect(customerPhoneKey(null, null)).toBeNull();
  });
});
