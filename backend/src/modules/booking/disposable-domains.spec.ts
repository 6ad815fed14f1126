import { disposableDomainOf } from './disposable-domains';

describe('disposable email domains', () => {
  it('finds a listed domain, whatever its case', () => {
    expect(disposableDomainOf('someone@Mailinator.com')).toBe('mailinator.com');
  });

  it('finds a subdomain of a listed domain', () => {
    expect(disposableDomainOf('someone@inbox.mailinator.com')).toBe('mailinator.com');
  });

  it('leaves an ordinary domain alone', () => {
    expect(disposableDomainOf('ada@gmail.com')).toBeNull();
    expect(disposableDomainOf('ada@acme.co.uk')).toBeNull();
  });
});
